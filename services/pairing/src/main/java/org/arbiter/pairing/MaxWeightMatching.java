package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A maximum-weight matching of a general graph by Edmonds' blossom algorithm with dual variables
 * (Galil's O(n³) form, as Van Rantwijk describes it), in exact integers: the Dutch system's edge
 * weights put each criterion in its own bits, hundreds of them, so no floating point will do
 * (docs/adr/0022). An edge of weight zero is no edge. {@link #solve} answers each vertex's mate,
 * or the vertex itself when it stays unmatched.
 */
final class MaxWeightMatching {
    private final int n;
    private final BigInteger[][] weight;
    private final int[] fixed;

    MaxWeightMatching(int vertices) {
        n = vertices;
        weight = new BigInteger[vertices][vertices];
        fixed = new int[vertices];
        Arrays.fill(fixed, -1);
    }

    int size() {
        return n;
    }

    /**
     * Fixes {@code a} with {@code b}: their edge is taken and their other edges dropped, so they leave
     * the graph that later solves work on (the same answer as a weight above all others on their edge).
     */
    void fix(int a, int b) {
        fixed[a] = b;
        fixed[b] = a;
    }

    void set(int i, int j, BigInteger w) {
        BigInteger v = w.signum() > 0 ? w : null;
        weight[i][j] = v;
        weight[j][i] = v;
    }

    BigInteger get(int i, int j) {
        return weight[i][j] == null ? BigInteger.ZERO : weight[i][j];
    }

    /** Each vertex's mate in a maximum-weight matching, the vertex itself when unmatched. */
    int[] solve() {
        int[] compact = new int[n];
        int[] original = new int[n];
        int active = 0;
        for (int v = 0; v < n; v++) {
            if (fixed[v] < 0) {
                compact[v] = active;
                original[active++] = v;
            }
        }
        List<int[]> list = new ArrayList<>();
        List<BigInteger> ws = new ArrayList<>();
        for (int a = 0; a < active; a++) {
            for (int b = a + 1; b < active; b++) {
                BigInteger w = weight[original[a]][original[b]];
                if (w != null) {
                    list.add(new int[] {a, b});
                    ws.add(w.shiftLeft(1));
                }
            }
        }
        int[] mate = new Solver(active, list, ws).run();
        int[] result = new int[n];
        for (int v = 0; v < n; v++) {
            if (fixed[v] >= 0) {
                result[v] = fixed[v];
            } else {
                int m = mate[compact[v]];
                result[v] = m < 0 ? v : original[m];
            }
        }
        return result;
    }

    /** One run of the algorithm; the names are Van Rantwijk's. */
    private static final class Solver {
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

        Solver(int nv, List<int[]> edges, List<BigInteger> ws) {
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

        void expandBlossom(int b, boolean endstage) {
            for (int s : blossomchilds[b]) {
                blossomparent[s] = -1;
                if (s < nv) {
                    inblossom[s] = s;
                } else if (endstage && dual[s].signum() == 0) {
                    expandBlossom(s, true);
                } else {
                    IntList l = leaves(s);
                    for (int i = 0; i < l.size; i++) {
                        inblossom[l.a[i]] = s;
                    }
                }
            }
            if (!endstage && label[b] == 2) {
                int[] childs = blossomchilds[b];
                int[] endps = blossomendps[b];
                int len = childs.length;
                int entrychild = inblossom[endpoint[labelend[b] ^ 1]];
                int j = indexOf(childs, entrychild);
                int jstep;
                int endptrick;
                if ((j & 1) != 0) {
                    j -= len;
                    jstep = 1;
                    endptrick = 0;
                } else {
                    jstep = -1;
                    endptrick = 1;
                }
                int p = labelend[b];
                while (j != 0) {
                    label[endpoint[p ^ 1]] = 0;
                    label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
                    assignLabel(endpoint[p ^ 1], 2, p);
                    allowedge[at(endps, j - endptrick) / 2] = true;
                    j += jstep;
                    p = at(endps, j - endptrick) ^ endptrick;
                    allowedge[p / 2] = true;
                    j += jstep;
                }
                int bv = at(childs, j);
                label[endpoint[p ^ 1]] = 2;
                label[bv] = 2;
                labelend[endpoint[p ^ 1]] = p;
                labelend[bv] = p;
                bestedge[bv] = -1;
                j += jstep;
                while (at(childs, j) != entrychild) {
                    bv = at(childs, j);
                    if (label[bv] == 1) {
                        j += jstep;
                        continue;
                    }
                    IntList l = leaves(bv);
                    int v = -1;
                    for (int i = 0; i < l.size; i++) {
                        v = l.a[i];
                        if (label[v] != 0) {
                            break;
                        }
                    }
                    if (label[v] != 0) {
                        label[v] = 0;
                        label[endpoint[mate[blossombase[bv]]]] = 0;
                        assignLabel(v, 2, labelend[v]);
                    }
                    j += jstep;
                }
            }
            label[b] = -1;
            labelend[b] = -1;
            blossomchilds[b] = null;
            blossomendps[b] = null;
            blossombase[b] = -1;
            blossombestedges[b] = null;
            bestedge[b] = -1;
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

        void augmentBlossom(int b, int v) {
            int t = v;
            while (blossomparent[t] != b) {
                t = blossomparent[t];
            }
            if (t >= nv) {
                augmentBlossom(t, v);
            }
            int[] childs = blossomchilds[b];
            int[] endps = blossomendps[b];
            int i = indexOf(childs, t);
            int j = i;
            int jstep;
            int endptrick;
            if ((i & 1) != 0) {
                j -= childs.length;
                jstep = 1;
                endptrick = 0;
            } else {
                jstep = -1;
                endptrick = 1;
            }
            while (j != 0) {
                j += jstep;
                t = at(childs, j);
                int p = at(endps, j - endptrick) ^ endptrick;
                if (t >= nv) {
                    augmentBlossom(t, endpoint[p]);
                }
                j += jstep;
                t = at(childs, j);
                if (t >= nv) {
                    augmentBlossom(t, endpoint[p ^ 1]);
                }
                mate[endpoint[p]] = p ^ 1;
                mate[endpoint[p ^ 1]] = p;
            }
            blossomchilds[b] = rotate(childs, i);
            blossomendps[b] = rotate(endps, i);
            blossombase[b] = blossombase[blossomchilds[b][0]];
        }

        static int[] rotate(int[] a, int i) {
            int[] r = new int[a.length];
            for (int k = 0; k < a.length; k++) {
                r[k] = a[(i + k) % a.length];
            }
            return r;
        }

        void augmentMatching(int k) {
            int[][] starts = {{eu[k], 2 * k + 1}, {ev[k], 2 * k}};
            for (int[] start : starts) {
                int s = start[0];
                int p = start[1];
                while (true) {
                    int bs = inblossom[s];
                    if (bs >= nv) {
                        augmentBlossom(bs, s);
                    }
                    mate[s] = p;
                    if (labelend[bs] == -1) {
                        break;
                    }
                    int t = endpoint[labelend[bs]];
                    int bt = inblossom[t];
                    s = endpoint[labelend[bt]];
                    int j = endpoint[labelend[bt] ^ 1];
                    if (bt >= nv) {
                        augmentBlossom(bt, j);
                    }
                    mate[j] = labelend[bt];
                    p = labelend[bt] ^ 1;
                }
            }
        }

        int[] run() {
            for (int stage = 0; stage < nv; stage++) {
                Arrays.fill(label, 0);
                Arrays.fill(bestedge, -1);
                for (int b = nv; b < 2 * nv; b++) {
                    blossombestedges[b] = null;
                }
                Arrays.fill(allowedge, false);
                queue.size = 0;
                for (int v = 0; v < nv; v++) {
                    if (mate[v] == -1 && label[inblossom[v]] == 0) {
                        assignLabel(v, 1, -1);
                    }
                }
                boolean augmented = false;
                while (true) {
                    while (queue.size > 0 && !augmented) {
                        int v = queue.a[--queue.size];
                        for (int p : neighbend[v]) {
                            int k = p / 2;
                            int w = endpoint[p];
                            if (inblossom[v] == inblossom[w]) {
                                continue;
                            }
                            BigInteger kslack = null;
                            if (!allowedge[k]) {
                                kslack = slack(k);
                                if (kslack.signum() <= 0) {
                                    allowedge[k] = true;
                                }
                            }
                            if (allowedge[k]) {
                                if (label[inblossom[w]] == 0) {
                                    assignLabel(w, 2, p ^ 1);
                                } else if (label[inblossom[w]] == 1) {
                                    int base = scanBlossom(v, w);
                                    if (base >= 0) {
                                        addBlossom(base, k);
                                    } else {
                                        augmentMatching(k);
                                        augmented = true;
                                        break;
                                    }
                                } else if (label[w] == 0) {
                                    label[w] = 2;
                                    labelend[w] = p ^ 1;
                                }
                            } else if (label[inblossom[w]] == 1) {
                                int b = inblossom[v];
                                if (bestedge[b] == -1 || kslack.compareTo(slack(bestedge[b])) < 0) {
                                    bestedge[b] = k;
                                }
                            } else if (label[w] == 0) {
                                if (bestedge[w] == -1 || kslack.compareTo(slack(bestedge[w])) < 0) {
                                    bestedge[w] = k;
                                }
                            }
                        }
                    }
                    if (augmented) {
                        break;
                    }
                    int deltatype = 1;
                    BigInteger delta = dual[0];
                    for (int v = 1; v < nv; v++) {
                        delta = delta.min(dual[v]);
                    }
                    int deltaedge = -1;
                    int deltablossom = -1;
                    for (int v = 0; v < nv; v++) {
                        if (label[inblossom[v]] == 0 && bestedge[v] != -1) {
                            BigInteger d = slack(bestedge[v]);
                            if (d.compareTo(delta) < 0) {
                                delta = d;
                                deltatype = 2;
                                deltaedge = bestedge[v];
                            }
                        }
                    }
                    for (int b = 0; b < 2 * nv; b++) {
                        if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
                            BigInteger d = slack(bestedge[b]).shiftRight(1);
                            if (d.compareTo(delta) < 0) {
                                delta = d;
                                deltatype = 3;
                                deltaedge = bestedge[b];
                            }
                        }
                    }
                    for (int b = nv; b < 2 * nv; b++) {
                        if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
                                && dual[b].compareTo(delta) < 0) {
                            delta = dual[b];
                            deltatype = 4;
                            deltablossom = b;
                        }
                    }
                    for (int v = 0; v < nv; v++) {
                        int l = label[inblossom[v]];
                        if (l == 1) {
                            dual[v] = dual[v].subtract(delta);
                        } else if (l == 2) {
                            dual[v] = dual[v].add(delta);
                        }
                    }
                    for (int b = nv; b < 2 * nv; b++) {
                        if (blossombase[b] >= 0 && blossomparent[b] == -1) {
                            if (label[b] == 1) {
                                dual[b] = dual[b].add(delta);
                            } else if (label[b] == 2) {
                                dual[b] = dual[b].subtract(delta);
                            }
                        }
                    }
                    if (deltatype == 1) {
                        break;
                    } else if (deltatype == 2) {
                        allowedge[deltaedge] = true;
                        int i = eu[deltaedge];
                        if (label[inblossom[i]] == 0) {
                            i = ev[deltaedge];
                        }
                        push(i);
                    } else if (deltatype == 3) {
                        allowedge[deltaedge] = true;
                        push(eu[deltaedge]);
                    } else {
                        expandBlossom(deltablossom, false);
                    }
                }
                if (!augmented) {
                    break;
                }
                for (int b = nv; b < 2 * nv; b++) {
                    if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1 && dual[b].signum() == 0) {
                        expandBlossom(b, true);
                    }
                }
            }
            int[] result = new int[nv];
            for (int v = 0; v < nv; v++) {
                result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
            }
            return result;
        }
    }

    /** A growable list of ints, for the algorithm's paths and leaves. */
    private static final class IntList {
        int[] a = new int[8];
        int size;

        void add(int x) {
            if (size == a.length) {
                a = Arrays.copyOf(a, size * 2);
            }
            a[size++] = x;
        }

        void reverse() {
            for (int i = 0, j = size - 1; i < j; i++, j--) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        }

        int[] toArray() {
            return Arrays.copyOf(a, size);
        }
    }
}
