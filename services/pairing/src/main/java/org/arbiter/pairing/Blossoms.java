package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state of one run of Edmonds' blossom algorithm (Van Rantwijk's names) and its steps that build
 * the forest: labels, blossoms found and made. {@link BlossomSolver} expands, augments and runs it.
 */
abstract class Blossoms {
    final int nv;
    final int ne;
    final int[] eu;
    final int[] ev;
    final BigInteger[] ew;
    final int[] endpoint;
    final int[][] neighbend;
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
    final BigInteger[] dual;
    final boolean[] allowedge;
    final IntList queue = new IntList();

    Blossoms(int nv, List<int[]> edges, List<BigInteger> ws) {
        this.nv = nv;
        ne = edges.size();
        eu = new int[ne];
        ev = new int[ne];
        ew = ws.toArray(new BigInteger[0]);
        endpoint = new int[2 * ne];
        int[] degree = new int[nv];
        BigInteger maxw = BigInteger.ZERO;
        for (int k = 0; k < ne; k++) {
            eu[k] = edges.get(k)[0];
            ev[k] = edges.get(k)[1];
            endpoint[2 * k] = eu[k];
            endpoint[2 * k + 1] = ev[k];
            degree[eu[k]]++;
            degree[ev[k]]++;
            maxw = maxw.max(ew[k]);
        }
        neighbend = new int[nv][];
        for (int i = 0; i < nv; i++) {
            neighbend[i] = new int[degree[i]];
            degree[i] = 0;
        }
        for (int k = 0; k < ne; k++) {
            neighbend[eu[k]][degree[eu[k]]++] = 2 * k + 1;
            neighbend[ev[k]][degree[ev[k]]++] = 2 * k;
        }
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
        dual = new BigInteger[2 * nv];
        for (int i = 0; i < 2 * nv; i++) {
            dual[i] = i < nv ? maxw : BigInteger.ZERO;
        }
        allowedge = new boolean[ne];
    }

    static int[] filled(int size, int value) {
        int[] a = new int[size];
        Arrays.fill(a, value);
        return a;
    }

    BigInteger slack(int k) {
        return dual[eu[k]].add(dual[ev[k]]).subtract(ew[k].shiftLeft(1));
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

    void push(int v) {
        queue.add(v);
    }

    void assignLabel(int w, int t, int p) {
        int b = inblossom[w];
        label[w] = t;
        label[b] = t;
        labelend[w] = p;
        labelend[b] = p;
        bestedge[w] = -1;
        bestedge[b] = -1;
        if (t == 1) {
            IntList l = leaves(b);
            for (int i = 0; i < l.size; i++) {
                push(l.a[i]);
            }
        } else if (t == 2) {
            int base = blossombase[b];
            assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
        }
    }

    int scanBlossom(int v, int w) {
        IntList path = new IntList();
        int base = -1;
        while (v != -1 || w != -1) {
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
                v = endpoint[labelend[b]];
                b = inblossom[v];
                v = endpoint[labelend[b]];
            }
            if (w != -1) {
                int t = v;
                v = w;
                w = t;
            }
        }
        for (int i = 0; i < path.size; i++) {
            label[path.a[i]] = 1;
        }
        return base;
    }

    void addBlossom(int base, int k) {
        int v = eu[k];
        int w = ev[k];
        int bb = inblossom[base];
        int bv = inblossom[v];
        int bw = inblossom[w];
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
            v = endpoint[labelend[bv]];
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
            w = endpoint[labelend[bw]];
            bw = inblossom[w];
        }
        blossomchilds[b] = path.toArray();
        blossomendps[b] = endps.toArray();
        label[b] = 1;
        labelend[b] = labelend[bb];
        dual[b] = BigInteger.ZERO;
        IntList l = leaves(b);
        for (int i = 0; i < l.size; i++) {
            int x = l.a[i];
            if (label[inblossom[x]] == 2) {
                push(x);
            }
            inblossom[x] = b;
        }
        int[] bestedgeto = filled(2 * nv, -1);
        for (int c : blossomchilds[b]) {
            List<int[]> nblists = new ArrayList<>();
            if (blossombestedges[c] == null) {
                IntList cl = leaves(c);
                for (int i = 0; i < cl.size; i++) {
                    int[] nb = neighbend[cl.a[i]];
                    int[] ks = new int[nb.length];
                    for (int j = 0; j < nb.length; j++) {
                        ks[j] = nb[j] / 2;
                    }
                    nblists.add(ks);
                }
            } else {
                nblists.add(blossombestedges[c]);
            }
            for (int[] nblist : nblists) {
                for (int kk : nblist) {
                    int i = eu[kk];
                    int j = ev[kk];
                    if (inblossom[j] == b) {
                        j = i;
                    }
                    int bj = inblossom[j];
                    if (bj != b && label[bj] == 1
                            && (bestedgeto[bj] == -1 || slack(kk).compareTo(slack(bestedgeto[bj])) < 0)) {
                        bestedgeto[bj] = kk;
                    }
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
            if (bestedge[b] == -1 || slack(kk).compareTo(slack(bestedge[b])) < 0) {
                bestedge[b] = kk;
            }
        }
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
