package org.arbiter.pairing;

import java.math.BigInteger;

/**
 * A maximum-weight matching of a general graph by Edmonds' blossom algorithm with dual variables
 * (Galil's O(n³) form, as Van Rantwijk describes it), in exact integers: the Dutch system's edge
 * weights put each criterion in its own bits, hundreds of them, so no floating point will do
 * (docs/adr/0027). An edge of weight zero is no edge. {@link #solve} answers each vertex's mate,
 * or the vertex itself when it stays unmatched.
 *
 * <p>The duals, blossoms and matching are kept from one solve to the next, as bbpPairings keeps its
 * own: the Dutch system changes a few vertices' edges between solves. A change that leaves every slack
 * at zero or above, on an edge neither matched nor inside a blossom, needs nothing more; otherwise one
 * of its ends is reset before the next solve: the blossoms around it are dissolved (a blossom's dual
 * moved onto its vertices, so no slack drops; a matched edge it leaves loose is unmatched), it is
 * unmatched, and its dual set as low as its edges allow. Only the few free vertices this leaves are
 * grown from again (docs/adr/0034).
 */
final class MaxWeightMatching extends BlossomSolver {
    private final int bits;
    private final int[] fixed;
    private final boolean[] reset;
    private final IntList resets = new IntList();
    private final long[] scratch;
    private final long[] zero;
    private boolean fresh = true;
    private boolean changed = true;

    /** A graph of {@code vertices} and no edges, whose weights will have at most {@code bits} bits. */
    MaxWeightMatching(int vertices, int bits) {
        super(vertices, bits + 2 + 12);
        this.bits = bits;
        fixed = filled(vertices, -1);
        reset = new boolean[vertices];
        scratch = new long[w];
        zero = new long[w];
    }

    int size() {
        return nv;
    }

    /**
     * Fixes {@code a} with {@code b}, mates in the last solve: they leave the graph that later solves
     * work on (the same answer as a weight above all others on their edge).
     */
    void fix(int a, int b) {
        fixed[a] = b;
        fixed[b] = a;
        mark(a);
        mark(b);
    }

    void set(int i, int j, BigInteger weight) {
        if (weight.bitLength() > bits) {
            throw new IllegalArgumentException("a weight of " + weight.bitLength() + " bits, above " + bits);
        }
        if (fixed[i] >= 0 || fixed[j] >= 0) {
            return;
        }
        int k = edge(i, j);
        boolean now = weight.signum() > 0;
        Wide.set(scratch, 0, w, now ? weight.shiftLeft(2) : BigInteger.ZERO);
        if (now == has[i * nv + j] && Wide.compare(scratch, 0, ew, weightAt(i, j), w) == 0) {
            return;
        }
        boolean tight = mate[i] != -1 && endpoint(mate[i]) == j;
        boolean inside = inblossom[i] == inblossom[j];
        Wide.copy(ew, weightAt(i, j), scratch, 0, w);
        Wide.copy(ew, weightAt(j, i), scratch, 0, w);
        has[i * nv + j] = now;
        has[j * nv + i] = now;
        changed = true;
        if (fresh || reset[i] || reset[j]) {
            return;
        }
        if (!tight && !inside) {
            if (!now) {
                return;
            }
            slack(k, tmp);
            if (Wide.signum(tmp, 0, w) >= 0) {
                return;
            }
        }
        mark(i);
    }

    private void mark(int v) {
        changed = true;
        if (!reset[v]) {
            reset[v] = true;
            resets.add(v);
        }
    }

    /** Each vertex's mate in a maximum-weight matching, the vertex itself when unmatched. */
    int[] solve() {
        if (changed) {
            if (fresh) {
                start();
            } else {
                warmStart();
            }
            stages();
            changed = false;
            for (int x = 0; x < 2 * nv; x++) {
                if (!Wide.fits(dual, x * w, w, topBits)) {
                    throw new IllegalStateException("a dual outgrew the room of 4,096 times the largest weight");
                }
            }
        }
        int[] result = new int[nv];
        for (int v = 0; v < nv; v++) {
            if (fixed[v] >= 0) {
                result[v] = fixed[v];
            } else {
                result[v] = mate[v] == -1 ? v : endpoint(mate[v]);
            }
        }
        return result;
    }

    /** The first solve: every vertex reset, its dual half its largest weight, the mutual best pairs matched. */
    private void start() {
        fresh = false;
        resets.size = 0;
        for (int v = 0; v < nv; v++) {
            reset[v] = true;
            resets.add(v);
        }
        warmStart();
    }

    private void warmStart() {
        int[] former = new int[resets.size];
        for (int i = 0; i < resets.size; i++) {
            int x = resets.a[i];
            former[i] = mate[x] == -1 ? -1 : endpoint(mate[x]);
            dissolveAround(x);
            if (mate[x] != -1) {
                mate[endpoint(mate[x])] = -1;
                mate[x] = -1;
            }
        }
        for (int i = 0; i < resets.size; i++) {
            int x = resets.a[i];
            removed[x] = fixed[x] >= 0;
        }
        for (int i = 0; i < resets.size; i++) {
            int x = resets.a[i];
            if (!removed[x]) {
                lower(x);
            }
        }
        for (int i = 0; i < resets.size; i++) {
            reset[resets.a[i]] = false;
        }
        for (int i = 0; i < resets.size; i++) {
            int x = resets.a[i];
            if (!removed[x] && mate[x] == -1 && !rematch(x, former[i])) {
                for (int u = 0; u < nv && !rematch(x, u); u++) {
                    // the first free neighbour its edge to which is tight
                }
            }
        }
        resets.size = 0;
        shortPaths();
        for (int v = 0; v < nv; v++) {
            if (!removed[v] && mate[v] == -1 && Wide.odd(dual, v * w)) {
                makeEven(inblossom[v]);
            }
        }
    }

    /**
     * Augments along the tight edges between free vertices, then along the paths free-matched-matched-free
     * whose three edges are tight and join top-level blossoms (their bases): most of what a bracket's new
     * weights need, found without a stage (each of which would grow trees from every free vertex).
     */
    private void shortPaths() {
        IntList free = new IntList();
        for (int v = 0; v < nv; v++) {
            if (!removed[v] && mate[v] == -1 && Wide.signum(dual, v * w, w) > 0) {
                free.add(v);
            }
        }
        for (int i = 0; i < free.size; i++) {
            int x = free.a[i];
            for (int j = i + 1; j < free.size && mate[x] == -1; j++) {
                int y = free.a[j];
                if (mate[y] == -1 && edgeTo(x, y) && tight(x, y)) {
                    pair(x, y);
                }
            }
        }
        for (int i = 0; i < free.size; i++) {
            int x = free.a[i];
            for (int u = 0; u < nv && mate[x] == -1; u++) {
                if (!edgeTo(x, u) || mate[u] == -1 || blossombase[inblossom[u]] != u) {
                    continue;
                }
                int m = endpoint(mate[u]);
                if (blossombase[inblossom[m]] != m || !tight(x, u)) {
                    continue;
                }
                for (int j = 0; j < free.size; j++) {
                    int y = free.a[j];
                    if (y != x && mate[y] == -1 && edgeTo(m, y) && tight(m, y)) {
                        pair(x, u);
                        pair(m, y);
                        break;
                    }
                }
            }
        }
    }

    private boolean tight(int x, int u) {
        slackFrom(x, u, tmp);
        return Wide.signum(tmp, 0, w) == 0;
    }

    private void pair(int x, int u) {
        int k = edge(x, u);
        mate[x] = end(k, x, u);
        mate[u] = end(k, u, x);
    }

    /**
     * Matches free {@code x} with {@code u} if {@code u} is free too and their edge tight: most resets
     * leave a vertex's best partner where it was, and this spares a stage.
     */
    private boolean rematch(int x, int u) {
        if (u < 0 || !edgeTo(x, u) || mate[u] != -1) {
            return false;
        }
        if (!tight(x, u)) {
            return false;
        }
        pair(x, u);
        return true;
    }

    /**
     * Dissolves the blossoms around {@code x}, outermost first: each one's dual is added to its vertices'
     * (the slack of an edge inside is unchanged, of an edge leaving it larger), and the matched edge
     * leaving it, loose now, is unmatched.
     */
    private void dissolveAround(int x) {
        while (inblossom[x] >= nv) {
            int b = inblossom[x];
            int base = blossombase[b];
            if (Wide.signum(dual, b * w, w) > 0) {
                IntList l = leaves(b);
                for (int i = 0; i < l.size; i++) {
                    Wide.add(dual, l.a[i] * w, dual, b * w, w, 1);
                }
                if (mate[base] != -1) {
                    mate[endpoint(mate[base])] = -1;
                    mate[base] = -1;
                }
            }
            split(b);
        }
    }

    /** Makes the sub-blossoms of top-level blossom {@code b} top-level, without changing a dual. */
    private void split(int b) {
        for (int s : blossomchilds[b]) {
            blossomparent[s] = -1;
            if (s < nv) {
                inblossom[s] = s;
            } else {
                IntList l = leaves(s);
                for (int i = 0; i < l.size; i++) {
                    inblossom[l.a[i]] = s;
                }
            }
        }
        release(b);
    }

    /**
     * Sets the dual of {@code x}, free and in no blossom, as low as its edges allow: to a vertex not reset,
     * the weight less that vertex's dual; to one reset too, half the weight (as both take). Then a pair
     * of reset vertices each other's best is tight, and matched without a stage.
     */
    private void lower(int x) {
        java.util.Arrays.fill(dual, x * w, x * w + w, 0);
        for (int u = 0; u < nv; u++) {
            if (edgeTo(x, u)) {
                if (reset[u]) {
                    Wide.copy(tmp, 0, ew, weightAt(x, u), w);
                    Wide.half(tmp, 0, w);
                } else {
                    Wide.sumLess(tmp, 0, ew, weightAt(x, u), zero, 0, dual, u * w, w);
                }
                if (Wide.compare(tmp, 0, dual, x * w, w) > 0) {
                    Wide.copy(dual, x * w, tmp, 0, w);
                }
            }
        }
    }

    /**
     * Adds one to the duals of free top-level blossom {@code b}'s vertices, so that all the trees' roots
     * are even and a slack between two of their S-vertices halves exactly: a blossom of dual above zero
     * gives one up for it; one of dual zero is split and its base's sub-blossom made even.
     */
    private void makeEven(int b) {
        while (true) {
            if (b < nv) {
                Wide.addSmall(dual, b * w, w, 1);
                return;
            }
            if (Wide.signum(dual, b * w, w) > 0) {
                IntList l = leaves(b);
                for (int i = 0; i < l.size; i++) {
                    Wide.addSmall(dual, l.a[i] * w, w, 1);
                }
                Wide.addSmall(dual, b * w, w, -1);
                return;
            }
            int base = blossombase[b];
            split(b);
            b = inblossom[base];
        }
    }
}
