package org.arbiter.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The matching kept between solves, as the Dutch system uses it (ADR 0027): weights of a few vertices
 * changed, pairs fixed out of the graph, solved again from the last state. After every solve the
 * matching must be as heavy as the heaviest one of the graph left, found by trying every matching.
 */
class MaxWeightMatchingTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void aSolveFromTheLastStateIsAsHeavyAsTheHeaviestMatching(int seed) {
        Random random = new Random(seed);
        for (int graph = 0; graph < 25; graph++) {
            int n = 2 + random.nextInt(9);
            int bits = 1 + random.nextInt(seed % 2 == 0 ? 6 : 200);
            MaxWeightMatching m = new MaxWeightMatching(n, bits);
            BigInteger[][] w = new BigInteger[n][n];
            boolean[] fixed = new boolean[n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    set(m, w, i, j, weight(random, bits));
                }
            }
            for (int step = 0; step < 12; step++) {
                int[] mate = m.solve();
                assertThat(weightOf(mate, w, fixed)).as("seed %d graph %d step %d", seed, graph, step)
                        .isEqualTo(best(w, fixed, 0));
                int v = random.nextInt(n);
                if (fixed[v]) {
                    continue;
                }
                if (random.nextInt(4) == 0 && mate[v] != v) {
                    fixed[v] = true;
                    fixed[mate[v]] = true;
                    m.fix(v, mate[v]);
                    continue;
                }
                for (int u = 0; u < n; u++) {
                    if (u != v && !fixed[u] && random.nextInt(3) > 0) {
                        BigInteger x = random.nextBoolean() ? weight(random, bits)
                                : w[v][u].add(BigInteger.valueOf(random.nextInt(5) - 2)).max(BigInteger.ZERO);
                        set(m, w, v, u, x.bitLength() > bits ? w[v][u] : x);
                    }
                }
            }
        }
    }

    private static BigInteger weight(Random random, int bits) {
        return random.nextInt(5) == 0 ? BigInteger.ZERO : new BigInteger(bits, random);
    }

    private static void set(MaxWeightMatching m, BigInteger[][] w, int i, int j, BigInteger x) {
        w[i][j] = x;
        w[j][i] = x;
        m.set(i, j, x);
    }

    private static BigInteger weightOf(int[] mate, BigInteger[][] w, boolean[] fixed) {
        BigInteger sum = BigInteger.ZERO;
        for (int v = 0; v < mate.length; v++) {
            assertThat(mate[mate[v]]).isEqualTo(v);
            if (!fixed[v] && mate[v] > v) {
                assertThat(w[v][mate[v]].signum()).as("an edge").isPositive();
                sum = sum.add(w[v][mate[v]]);
            }
        }
        return sum;
    }

    /** The heaviest matching of the vertices from {@code v} on that are not fixed, by trying every one. */
    private static BigInteger best(BigInteger[][] w, boolean[] fixed, int v) {
        int n = w.length;
        while (v < n && fixed[v]) {
            v++;
        }
        if (v >= n) {
            return BigInteger.ZERO;
        }
        fixed[v] = true;
        BigInteger best = best(w, fixed, v + 1);
        for (int u = v + 1; u < n; u++) {
            if (!fixed[u] && w[v][u].signum() > 0) {
                fixed[u] = true;
                best = best.max(w[v][u].add(best(w, fixed, v + 1)));
                fixed[u] = false;
            }
        }
        fixed[v] = false;
        return best;
    }
}
