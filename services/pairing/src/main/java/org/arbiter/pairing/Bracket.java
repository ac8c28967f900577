package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * One bracket being paired, in the matching of all the players: its moved-down players (indices
 * below {@code movedDown}), its residents (to {@code end}), and the score group below. {@link #pair}
 * fixes its pairs one by one: which moved-down players are paired (C6, C7), their opponents, then
 * which residents are exchanged between S1 and S2 (D.2) and the pairs of S1 with S2 (D.1), each step
 * a matching with the lowest bits of the weights changed. Indices are into {@code players}; vertices
 * are the players' places among all those paired.
 */
final class Bracket {
    private final MaxWeightMatching m;
    private final List<Integer> vertex;
    private final int movedDown;
    private final int end;
    private final int groupVertex;
    private final int nextVertex;
    private final boolean[] matched;
    private final BigInteger[][] base;
    private final int sizeBits;
    private final int size;
    private final int[] scores;
    private int[] stable;

    Bracket(MaxWeightMatching m, EdgeWeights weights, List<Entrant> players, List<Integer> vertex,
            int movedDown, int end, int groupVertex, int nextVertex, boolean[] matched) {
        this.m = m;
        this.vertex = vertex;
        this.movedDown = movedDown;
        this.end = end;
        this.groupVertex = groupVertex;
        this.nextVertex = nextVertex;
        this.matched = matched;
        sizeBits = weights.sizeBits();
        size = players.size();
        scores = new int[size];
        for (int i = 0; i < size; i++) {
            scores[i] = weights.score(players.get(i));
        }
        base = new BigInteger[size][];
        for (int j = 0; j < size; j++) {
            base[j] = new BigInteger[j];
            for (int i = 0; i < j; i++) {
                base[j][i] = BigInteger.ZERO;
                if (j >= movedDown) {
                    base[j][i] = weights.weight(players.get(i), players.get(j), j < end, j >= end);
                    m.set(vertex.get(j), vertex.get(i), base[j][i]);
                }
            }
        }
    }

    private int v(int index) {
        return vertex.get(index);
    }

    private boolean inBracket(int mateVertex) {
        return mateVertex >= groupVertex && mateVertex < nextVertex;
    }

    private void solve() {
        stable = m.solve();
    }

    private void set(int i, int j, BigInteger w) {
        m.set(v(i), v(j), w);
    }

    /** The weight of a remainder pair with the exchange bits: fewest exchanges, smallest BSN differences. */
    private BigInteger remainderWeight(int small, int large, int smallIndex, int pairs) {
        BigInteger r = base[large][small];
        if (r.signum() == 0) {
            return r;
        }
        BigInteger addend = BigInteger.valueOf(smallIndex < pairs ? 1 : 0).shiftLeft(2 * sizeBits)
                .subtract(BigInteger.valueOf(smallIndex)).shiftLeft(1);
        return r.add(addend);
    }

    /** Pairs the bracket, marking its paired players' vertices in {@code matched}; the final matching. */
    int[] pair() {
        solve();
        chooseMovedDown();
        pairMovedDown();
        List<Integer> remainder = new ArrayList<>();
        int pairs = 0;
        for (int p = movedDown; p < end; p++) {
            if (stable[v(p)] < groupVertex) {
                continue;
            }
            remainder.add(p);
            if (stable[v(p)] < v(p)) {
                pairs++;
            }
        }
        for (int oi = 0; oi < remainder.size(); oi++) {
            int o = remainder.get(oi);
            for (int pi = 0; pi < remainder.size(); pi++) {
                int p = remainder.get(pi);
                if (o <= p) {
                    break;
                }
                set(p, o, remainderWeight(p, o, pi, pairs));
            }
        }
        solve();
        int exchanges = 0;
        for (int p : remainder) {
            if (pairs >= remainder.size() || p >= remainder.get(pairs)) {
                break;
            }
            exchanges += stable[v(p)] <= v(p) || stable[v(p)] >= nextVertex ? 1 : 0;
        }
        exchangeFromS1(remainder, pairs, exchanges);
        exchangeFromS2(remainder, pairs, exchanges);
        for (int a = 0; a < remainder.size(); a++) {
            int pa = remainder.get(a);
            for (int c = a + 1; c < remainder.size(); c++) {
                int pb = remainder.get(c);
                if (stable[v(pa)] <= v(pa) || stable[v(pa)] >= nextVertex
                        || (stable[v(pb)] > v(pb) && stable[v(pb)] < nextVertex)) {
                    base[pb][pa] = BigInteger.ZERO;
                }
                set(pa, pb, base[pb][pa]);
            }
        }
        for (int p : remainder) {
            if (stable[v(p)] > v(p) && stable[v(p)] < nextVertex) {
                List<Integer> lower = new ArrayList<>();
                for (int k = remainder.size() - 1; k >= 0; k--) {
                    int o = remainder.get(k);
                    if (o > p && !matched[v(o)]) {
                        lower.add(o);
                    }
                }
                pairFirst(p, lower, 0, true);
            }
        }
        return stable;
    }

    /** C6-C7: which moved-down players are paired in the bracket, the highest scores first. */
    private void chooseMovedDown() {
        int remaining = 0;
        int remainingMatched = 0;
        for (int p = 0; p < movedDown; p++) {
            if (p == 0 || scoreDrops(p)) {
                remaining = 0;
                remainingMatched = 0;
                for (int q = p; q < movedDown && !scoreDropsBetween(p, q); q++) {
                    remaining++;
                    if (inBracket(stable[v(q)])) {
                        remainingMatched++;
                    }
                }
            }
            if (remainingMatched == 0) {
                continue;
            }
            if (remaining <= remainingMatched) {
                matched[v(p)] = true;
                continue;
            }
            remaining--;
            if (!inBracket(stable[v(p)])) {
                for (int o = movedDown; o < end; o++) {
                    BigInteger w = base[o][p];
                    if (w.signum() != 0) {
                        set(p, o, w.or(BigInteger.ONE));
                    }
                }
                solve();
            }
            if (inBracket(stable[v(p)])) {
                matched[v(p)] = true;
                remainingMatched--;
                for (int o = movedDown; o < end; o++) {
                    BigInteger w = base[o][p];
                    if (w.signum() != 0) {
                        set(p, o, w.or(BigInteger.valueOf(end - movedDown)).add(BigInteger.ONE));
                    }
                }
            }
        }
    }

    private boolean scoreDrops(int p) {
        return scores[p] < scores[p - 1];
    }

    private boolean scoreDropsBetween(int p, int q) {
        return scores[q] < scores[p];
    }

    /** The opponents of the moved-down players, each in turn, the lowest resident preferred last. */
    private void pairMovedDown() {
        for (int p = 0; p < movedDown; p++) {
            if (!matched[v(p)]) {
                continue;
            }
            List<Integer> residents = new ArrayList<>();
            for (int o = end - 1; o >= movedDown; o--) {
                if (!matched[v(o)]) {
                    residents.add(o);
                }
            }
            pairFirst(p, residents, size, false);
        }
    }

    /**
     * Pairs {@code p} with the last of {@code candidates} it can have: their edges get rising bonuses
     * from {@code start} in the list's order (a candidate without an edge takes a step too when
     * {@code stepOverNone}), the matching is solved, and {@code p} is fixed with its mate.
     */
    private void pairFirst(int p, List<Integer> candidates, long start, boolean stepOverNone) {
        long addend = start;
        for (int o : candidates) {
            BigInteger w = base[o][p];
            if (w.signum() != 0) {
                set(p, o, w.add(BigInteger.valueOf(addend++)));
            } else if (stepOverNone) {
                addend++;
            }
        }
        solve();
        int mate = stable[v(p)];
        matched[v(p)] = true;
        matched[mate] = true;
        m.fix(v(p), mate);
    }

    /** D.2: the lowest players of S1 that can be exchanged are, as few exchanges as possible. */
    private void exchangeFromS1(List<Integer> remainder, int pairs, int exchanges) {
        int left = exchanges;
        int index = pairs;
        for (int it = pairs; it != 0 && left > 0; ) {
            int from = it;
            index--;
            it--;
            int p = remainder.get(it);
            if (stable[v(p)] > v(p) && stable[v(p)] < nextVertex) {
                for (int o = from; o < remainder.size(); o++) {
                    BigInteger w = remainderWeight(p, remainder.get(o), index, pairs);
                    if (w.signum() != 0) {
                        set(p, remainder.get(o), w.subtract(BigInteger.ONE));
                    }
                }
                solve();
            }
            boolean exchange = stable[v(p)] <= v(p) || stable[v(p)] >= nextVertex;
            if (exchange) {
                left--;
            }
            for (int o = it + 1; o < remainder.size(); o++) {
                if (exchange) {
                    base[remainder.get(o)][p] = BigInteger.ZERO;
                }
                set(p, remainder.get(o), remainderWeight(p, remainder.get(o), index, pairs));
            }
        }
    }

    /** D.2: the highest players of S2 that can be exchanged are. */
    private void exchangeFromS2(List<Integer> remainder, int pairs, int exchanges) {
        int left = exchanges;
        int index = pairs;
        for (int it = pairs; it < remainder.size() && left > 1; it++) {
            int p = remainder.get(it);
            boolean already = stable[v(p)] > v(p) && stable[v(p)] < nextVertex;
            if (!already) {
                for (int o = it + 1; o < remainder.size(); o++) {
                    BigInteger w = remainderWeight(p, remainder.get(o), index, pairs);
                    if (w.signum() != 0) {
                        set(p, remainder.get(o), w.add(BigInteger.ONE));
                    }
                }
                solve();
            }
            boolean exchange = stable[v(p)] > v(p) && stable[v(p)] < nextVertex;
            if (exchange) {
                left--;
                for (int o = 0; o < it; o++) {
                    base[p][remainder.get(o)] = BigInteger.ZERO;
                    set(p, remainder.get(o), BigInteger.ZERO);
                }
                for (int o = end; o < size; o++) {
                    base[o][p] = BigInteger.ZERO;
                    set(p, o, BigInteger.ZERO);
                }
            }
            if (!already) {
                for (int o = it + 1; o < remainder.size(); o++) {
                    set(p, remainder.get(o), remainderWeight(p, remainder.get(o), index, pairs));
                }
            }
            index++;
        }
    }
}
