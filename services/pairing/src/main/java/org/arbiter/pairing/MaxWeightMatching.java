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
        int[] mate = new BlossomSolver(active, list, ws).run();
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
}
