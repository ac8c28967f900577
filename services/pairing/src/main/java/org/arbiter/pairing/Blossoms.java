package org.arbiter.pairing;

import java.util.Arrays;

/**
 * The state of Edmonds' blossom algorithm (Van Rantwijk's names) on a complete graph whose missing edges
 * have no weight, kept between solves, and its steps that build the forest: labels, blossoms found and
 * made. Edge {@code k} joins {@code eu[k] < ev[k]}; endpoint {@code 2k} is {@code eu[k]}, {@code 2k+1}
 * is {@code ev[k]}. Weights and duals are {@link Wide} numbers of {@code w} limbs; a weight is kept
 * times four, so that the duals, in units of twice the weight, stay whole when a slack is halved.
 */
abstract class Blossoms {
    final int nv;
    final int w;
    /** The bits the duals may use in their top limb; the bits of the next one in an {@link Wide#estimate}. */
    final int topBits;
    final int shift;
    final int[] eu;
    final int[] ev;
    /** Four times each edge's weight, at {@code (v * nv + u) * w} for both ends: a vertex's edges side by side. */
    final long[] ew;
    final boolean[] has;
    final boolean[] removed;
    final int[] mate;
    final int[] label;
    final int[] labelend;
    final int[] inblossom;
    final int[] blossomparent;
    final int[][] blossomchilds;
    final int[] blossombase;
    final int[][] blossomendps;
    final int[] bestedge;
    final int[][] blossombestedges;
    final int[] unused;
    int unusedCount;
    final long[] dual;
    /** Edge k may be used in this stage when {@code allowed[k] == stage}. */
    final int[] allowed;
    int stage = 1;
    final IntList queue = new IntList();
    final long[] tmp;
    final long[] tmp2;
    /** The slack of {@code bestedge[x]} at {@code x * w}, valid while {@code bestStamp[x] == duals}. */
    final long[] bestSlack;
    final int[] bestStamp;
    /** While a blossom is made: the slack of its best edge to each S-blossom. */
    private final long[] toSlack;
    /** Counts the changes of the duals, after which no cached slack holds. */
    int duals = 1;

    /** {@code bits}: the duals and weights stay below 2^bits in magnitude. */
    Blossoms(int nv, int bits) {
        this.nv = nv;
        w = Wide.limbs(bits);
        topBits = Math.max(1, Wide.topBits(bits));
        shift = 59 - topBits;
        int ne = nv * (nv - 1) / 2;
        eu = new int[ne];
        ev = new int[ne];
        for (int j = 1; j < nv; j++) {
            for (int i = 0; i < j; i++) {
                eu[edge(i, j)] = i;
                ev[edge(i, j)] = j;
            }
        }
        ew = new long[nv * nv * w];
        has = new boolean[nv * nv];
        removed = new boolean[nv];
        mate = filled(nv, -1);
        label = new int[2 * nv];
        labelend = filled(2 * nv, -1);
        inblossom = new int[nv];
        for (int i = 0; i < nv; i++) {
            inblossom[i] = i;
        }
        blossomparent = filled(2 * nv, -1);
        blossomchilds = new int[2 * nv][];
        blossombase = filled(2 * nv, -1);
        for (int i = 0; i < nv; i++) {
            blossombase[i] = i;
        }
        blossomendps = new int[2 * nv][];
        bestedge = filled(2 * nv, -1);
        blossombestedges = new int[2 * nv][];
        unused = new int[nv];
        for (int i = 0; i < nv; i++) {
            unused[i] = nv + i;
        }
        unusedCount = nv;
        dual = new long[2 * nv * w];
        allowed = new int[ne];
        tmp = new long[w];
        tmp2 = new long[w];
        bestSlack = new long[2 * nv * w];
        bestStamp = new int[2 * nv];
        toSlack = new long[2 * nv * w];
    }

    static int[] filled(int size, int value) {
        int[] a = new int[size];
        Arrays.fill(a, value);
        return a;
    }

    static int edge(int i, int j) {
        return i < j ? j * (j - 1) / 2 + i : i * (i - 1) / 2 + j;
    }

    int endpoint(int p) {
        return (p & 1) == 0 ? eu[p >> 1] : ev[p >> 1];
    }

    /** The endpoint of edge {@code k} that is {@code u}. */
    static int end(int k, int v, int u) {
        return u < v ? 2 * k : 2 * k + 1;
    }

    /** Whether {@code u} is a neighbour of {@code v} in the graph still being matched. */
    boolean edgeTo(int v, int u) {
        return u != v && !removed[u] && has[v * nv + u];
    }

    void slack(int k, long[] r) {
        slackFrom(eu[k], ev[k], r);
    }

    void slackFrom(int v, int u, long[] r) {
        Wide.sumLess(r, 0, dual, v * w, dual, u * w, ew, (v * nv + u) * w, w);
    }

    /** Where the weight of the edge from {@code v} to {@code u} is kept. */
    int weightAt(int v, int u) {
        return (v * nv + u) * w;
    }

    /** The offset in {@link #bestSlack} of the slack of {@code bestedge[x]}, computed if it is not cached. */
    int best(int x) {
        if (bestStamp[x] != duals) {
            slack(bestedge[x], tmp2);
            Wide.copy(bestSlack, x * w, tmp2, 0, w);
            bestStamp[x] = duals;
        }
        return x * w;
    }

    /** {@code bestedge[x] = k}, whose slack is {@code s}. */
    void setBest(int x, int k, long[] s) {
        bestedge[x] = k;
        Wide.copy(bestSlack, x * w, s, 0, w);
        bestStamp[x] = duals;
    }

    /**
     * Offers edge {@code k}, from {@code v} to {@code u}, as {@code x}'s best edge; {@code exact}: its slack
     * is in {@code tmp} already, else its {@link Wide#estimate} is {@code est}, enough to pass over an edge
     * surely not better without computing its slack.
     */
    void offerBest(int x, int k, int v, int u, boolean exact, long est) {
        if (bestedge[x] != -1) {
            int b = best(x);
            if (!exact && est >= Wide.estimate(bestSlack, b, w, shift) + 2) {
                return;
            }
            if (!exact) {
                slackFrom(v, u, tmp);
            }
            if (Wide.compare(tmp, 0, bestSlack, b, w) < 0) {
                setBest(x, k, tmp);
            }
        } else {
            if (!exact) {
                slackFrom(v, u, tmp);
            }
            setBest(x, k, tmp);
        }
    }

    void leaves(int b, IntList out) {
        if (b < nv) {
            out.add(b);
        } else {
            for (int t : blossomchilds[b]) {
                leaves(t, out);
            }
        }
    }

    IntList leaves(int b) {
        IntList out = new IntList();
        leaves(b, out);
        return out;
    }

    void assignLabel(int x, int t, int p) {
        int b = inblossom[x];
        label[x] = t;
        label[b] = t;
        labelend[x] = p;
        labelend[b] = p;
        bestedge[x] = -1;
        bestedge[b] = -1;
        if (t == 1) {
            leaves(b, queue);
        } else if (t == 2) {
            int base = blossombase[b];
            assignLabel(endpoint(mate[base]), 1, mate[base] ^ 1);
        }
    }

    int scanBlossom(int v, int x) {
        IntList path = new IntList();
        int base = -1;
        while (v != -1 || x != -1) {
            int b = inblossom[v];
            if ((label[b] & 4) != 0) {
                base = blossombase[b];
                break;
            }
            path.add(b);
            label[b] = 5;
            if (labelend[b] == -1) {
                v = -1;
            } else {
                v = endpoint(labelend[b]);
                b = inblossom[v];
                v = endpoint(labelend[b]);
            }
            if (x != -1) {
                int t = v;
                v = x;
                x = t;
            }
        }
        for (int i = 0; i < path.size; i++) {
            label[path.a[i]] = 1;
        }
        return base;
    }

    void addBlossom(int base, int k) {
        int v = eu[k];
        int x = ev[k];
        int bb = inblossom[base];
        int bv = inblossom[v];
        int bw = inblossom[x];
        int b = unused[--unusedCount];
        blossombase[b] = base;
        blossomparent[b] = -1;
        blossomparent[bb] = b;
        IntList path = new IntList();
        IntList endps = new IntList();
        while (bv != bb) {
            blossomparent[bv] = b;
            path.add(bv);
            endps.add(labelend[bv]);
            v = endpoint(labelend[bv]);
            bv = inblossom[v];
        }
        path.add(bb);
        path.reverse();
        endps.reverse();
        endps.add(2 * k);
        while (bw != bb) {
            blossomparent[bw] = b;
            path.add(bw);
            endps.add(labelend[bw] ^ 1);
            x = endpoint(labelend[bw]);
            bw = inblossom[x];
        }
        blossomchilds[b] = path.toArray();
        blossomendps[b] = endps.toArray();
        label[b] = 1;
        labelend[b] = labelend[bb];
        Arrays.fill(dual, b * w, b * w + w, 0);
        IntList l = leaves(b);
        for (int i = 0; i < l.size; i++) {
            int y = l.a[i];
            if (label[inblossom[y]] == 2) {
                queue.add(y);
            }
            inblossom[y] = b;
        }
        int[] bestedgeto = filled(2 * nv, -1);
        for (int c : blossomchilds[b]) {
            if (blossombestedges[c] == null) {
                IntList cl = leaves(c);
                for (int i = 0; i < cl.size; i++) {
                    int y = cl.a[i];
                    for (int u = 0; u < nv; u++) {
                        if (edgeTo(y, u)) {
                            int bu = inblossom[u];
                            if (bu != b && label[bu] == 1 && bestedgeto[bu] != -1
                                    && Wide.estimate(dual, y * w, dual, u * w, ew, weightAt(y, u), w, shift)
                                    >= Wide.estimate(toSlack, bu * w, w, shift) + 2) {
                                continue; // surely no better than the best edge found to bu
                            }
                            bestTo(bestedgeto, b, edge(y, u));
                        }
                    }
                }
            } else {
                for (int kk : blossombestedges[c]) {
                    bestTo(bestedgeto, b, kk);
                }
            }
            blossombestedges[c] = null;
            bestedge[c] = -1;
        }
        IntList best = new IntList();
        for (int kk : bestedgeto) {
            if (kk != -1) {
                best.add(kk);
            }
        }
        blossombestedges[b] = best.toArray();
        bestedge[b] = -1;
        for (int kk : blossombestedges[b]) {
            int bj = inblossom[ev[kk]] == b ? inblossom[eu[kk]] : inblossom[ev[kk]];
            if (bestedge[b] == -1 || Wide.compare(toSlack, bj * w, bestSlack, b * w, w) < 0) {
                Wide.copy(tmp, 0, toSlack, bj * w, w);
                setBest(b, kk, tmp);
            }
        }
    }

    private void bestTo(int[] bestedgeto, int b, int kk) {
        int j = ev[kk];
        if (inblossom[j] == b) {
            j = eu[kk];
        }
        int bj = inblossom[j];
        if (bj != b && label[bj] == 1) {
            slack(kk, tmp);
            if (bestedgeto[bj] == -1 || Wide.compare(tmp, 0, toSlack, bj * w, w) < 0) {
                bestedgeto[bj] = kk;
                Wide.copy(toSlack, bj * w, tmp, 0, w);
            }
        }
    }

    /** Blossom {@code b} is no more: its number is free for the next one. */
    void release(int b) {
        label[b] = -1;
        labelend[b] = -1;
        blossomchilds[b] = null;
        blossomendps[b] = null;
        blossombase[b] = -1;
        blossombestedges[b] = null;
        bestedge[b] = -1;
        Arrays.fill(dual, b * w, b * w + w, 0);
        unused[unusedCount++] = b;
    }

    static int at(int[] a, int i) {
        return a[i < 0 ? i + a.length : i];
    }

    static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                return i;
            }
        }
        throw new IllegalStateException("no child " + x);
    }

    static int[] rotate(int[] a, int i) {
        int[] r = new int[a.length];
        for (int k = 0; k < a.length; k++) {
            r[k] = a[(i + k) % a.length];
        }
        return r;
    }
}
