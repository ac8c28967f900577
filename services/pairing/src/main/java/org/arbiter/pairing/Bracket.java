package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * One bracket being paired: its moved-down players (indices below {@code movedDown}), its residents
 * (to {@code end}), and the players below it, in one weighted graph. {@link #pair} fixes its pairs
 * one by one: which moved-down players are paired (B.2, C6), their opponents, then which residents
 * are exchanged between S1 and S2 (D.2) and the pairs of S1 with S2 (D.1), each step a matching with
 * the lowest bits of the weights changed.
 */
final class Bracket {
    private final List<Entrant> players;
    private final List<Integer> vertex;
    private final int movedDown;
    private final int end;
    private final MaxWeightMatching validity;
    private final MaxWeightMatching m;
    private final BigInteger[][] base;
    private final BigInteger max;
    private final int countBits;
    private final int[] scores;
    private int[] stable;

    Bracket(PairingRound t, List<Entrant> players, List<Integer> vertex, int movedDown, int end, boolean special,
            boolean last, MaxWeightMatching validity) {
        this.players = players;
        this.vertex = vertex;
        this.movedDown = movedDown;
        this.end = end;
        this.validity = validity;
        EdgeWeights weights = new EdgeWeights(t, players, movedDown, end, special, last);
        max = weights.max();
        countBits = weights.countBits();
        int n = players.size();
        scores = new int[n];
        for (int i = 0; i < n; i++) {
            scores[i] = t.score(players.get(i));
        }
        m = new MaxWeightMatching(n);
        base = new BigInteger[n][n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < j; i++) {
                base[j][i] = BigInteger.ZERO;
            }
        }
        for (int j = movedDown; j < n; j++) {
            for (int i = 0; i < j; i++) {
                base[j][i] = weights.weight(i, j);
                m.set(i, j, base[j][i]);
            }
        }
    }

    int[] mate() {
        return stable;
    }

    private boolean inBracket(int v) {
        return v >= movedDown && v < end;
    }

    private void solve() {
        stable = m.solve();
    }

    /** The weight of a remainder pair with the exchange bits: fewest exchanges, smallest BSN differences. */
    private BigInteger remainderWeight(int small, int large, int smallIndex, int pairs) {
        BigInteger r = base[large][small];
        if (r.signum() == 0) {
            return r;
        }
        BigInteger addend = BigInteger.valueOf(smallIndex < pairs ? 1 : 0).shiftLeft(2 * countBits)
                .subtract(BigInteger.valueOf(smallIndex)).shiftLeft(1);
        return r.add(addend);
    }

    /** Pairs the bracket; true for each of its players paired in it (the others float down). */
    boolean[] pair() {
        int n = players.size();
        solve();
        boolean[] matched = new boolean[n];
        chooseMovedDown(matched);
        pairMovedDown(matched);
        List<Integer> remainder = new ArrayList<>();
        int pairs = 0;
        for (int p = movedDown; p < end; p++) {
            if (stable[p] < movedDown) {
                continue;
            }
            remainder.add(p);
            if (stable[p] < p) {
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
                m.set(p, o, remainderWeight(p, o, pi, pairs));
            }
        }
        solve();
        int exchanges = 0;
        int firstGroupEnd = pairs;
        for (int p : remainder) {
            if (firstGroupEnd >= remainder.size() || p >= remainder.get(firstGroupEnd)) {
                break;
            }
            exchanges += stable[p] <= p || stable[p] >= end ? 1 : 0;
        }
        exchangeFromS1(remainder, pairs, exchanges);
        exchangeFromS2(remainder, pairs, exchanges);
        for (int a = 0; a < remainder.size(); a++) {
            int pa = remainder.get(a);
            for (int c = a + 1; c < remainder.size(); c++) {
                int pb = remainder.get(c);
                if (stable[pa] <= pa || stable[pa] >= end || (stable[pb] > pb && stable[pb] < end)) {
                    base[pb][pa] = BigInteger.ZERO;
                }
                m.set(pa, pb, base[pb][pa]);
            }
        }
        for (int p : remainder) {
            if (stable[p] > p && stable[p] < end) {
                long addend = 0;
                for (int k = remainder.size() - 1; k >= 0; k--) {
                    int o = remainder.get(k);
                    if (o <= p || matched[o]) {
                        continue;
                    }
                    BigInteger w = base[o][p];
                    if (w.signum() != 0) {
                        m.set(p, o, w.add(BigInteger.valueOf(addend)));
                    }
                    addend++;
                }
                solve();
                int mate = stable[p];
                matched[p] = true;
                matched[mate] = true;
                Dutch.fix(m, p, mate, max);
                Dutch.fix(validity, vertex.get(p), vertex.get(mate), BigInteger.ONE);
            }
        }
        return matched;
    }

    /** B.2/C6-C7: which moved-down players are paired in the bracket, the highest scores first. */
    private void chooseMovedDown(boolean[] matched) {
        int score = 0;
        int remaining = 0;
        int remainingMatched = 0;
        for (int p = 0; p < movedDown; p++) {
            if (p == 0 || scoreOf(p) < score) {
                score = scoreOf(p);
                remaining = 0;
                remainingMatched = 0;
                for (int q = p; q < players.size() && scoreOf(q) >= score; q++) {
                    remaining++;
                    if (inBracket(stable[q])) {
                        remainingMatched++;
                    }
                }
            }
            if (remainingMatched == 0) {
                continue;
            }
            if (remaining <= remainingMatched) {
                matched[p] = true;
                continue;
            }
            remaining--;
            if (!inBracket(stable[p])) {
                for (int o = movedDown; o < end; o++) {
                    BigInteger w = base[o][p];
                    if (w.signum() != 0) {
                        m.set(p, o, w.or(BigInteger.ONE));
                    }
                }
                solve();
            }
            if (inBracket(stable[p])) {
                matched[p] = true;
                remainingMatched--;
                for (int o = movedDown; o < end; o++) {
                    BigInteger w = base[o][p];
                    if (w.signum() != 0) {
                        m.set(p, o, w.or(BigInteger.valueOf(end - movedDown)).add(BigInteger.ONE));
                    }
                }
            }
        }
    }

    private int scoreOf(int index) {
        return scores[index];
    }

    /** The opponents of the moved-down players chosen, each in turn, the lowest resident preferred last. */
    private void pairMovedDown(boolean[] matched) {
        for (int p = 0; p < movedDown; p++) {
            if (!matched[p]) {
                continue;
            }
            long addend = players.size();
            for (int o = end - 1; o >= movedDown; o--) {
                if (matched[o]) {
                    continue;
                }
                BigInteger w = base[o][p];
                if (w.signum() != 0) {
                    m.set(p, o, w.add(BigInteger.valueOf(addend)));
                    addend++;
                }
            }
            solve();
            int mate = stable[p];
            matched[mate] = true;
            Dutch.fix(m, p, mate, max);
            Dutch.fix(validity, vertex.get(p), vertex.get(mate), BigInteger.ONE);
        }
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
            if (stable[p] > p && stable[p] < end) {
                for (int o = from; o < remainder.size(); o++) {
                    BigInteger w = remainderWeight(p, remainder.get(o), index, pairs);
                    if (w.signum() != 0) {
                        m.set(p, remainder.get(o), w.subtract(BigInteger.ONE));
                    }
                }
                solve();
            }
            boolean exchange = stable[p] <= p || stable[p] >= end;
            if (exchange) {
                left--;
            }
            for (int o = it + 1; o < remainder.size(); o++) {
                if (exchange) {
                    base[remainder.get(o)][p] = BigInteger.ZERO;
                }
                m.set(p, remainder.get(o), remainderWeight(p, remainder.get(o), index, pairs));
            }
        }
    }

    /** D.2: the highest players of S2 that can be exchanged are. */
    private void exchangeFromS2(List<Integer> remainder, int pairs, int exchanges) {
        int left = exchanges;
        int index = pairs;
        for (int it = pairs; it < remainder.size() && left > 1; it++) {
            int p = remainder.get(it);
            boolean already = stable[p] > p && stable[p] < end;
            if (!already) {
                for (int o = it + 1; o < remainder.size(); o++) {
                    BigInteger w = remainderWeight(p, remainder.get(o), index, pairs);
                    if (w.signum() != 0) {
                        m.set(p, remainder.get(o), w.add(BigInteger.ONE));
                    }
                }
                solve();
            }
            boolean exchange = stable[p] > p && stable[p] < end;
            if (exchange) {
                left--;
                for (int o = 0; o < it; o++) {
                    base[p][remainder.get(o)] = BigInteger.ZERO;
                    m.set(p, remainder.get(o), BigInteger.ZERO);
                }
                for (int o = end; o < players.size(); o++) {
                    base[o][p] = BigInteger.ZERO;
                    m.set(p, o, BigInteger.ZERO);
                }
            }
            if (!already) {
                for (int o = it + 1; o < remainder.size(); o++) {
                    m.set(p, remainder.get(o), remainderWeight(p, remainder.get(o), index, pairs));
                }
            }
            index++;
        }
    }
}
