package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The FIDE Dutch system (C.04.3 as revised in 2025): pairs the next round of a tournament. The
 * brackets are paired from the top score down (B.1); each is one maximum-weight matching over the
 * bracket and the score group below it, whose weights ({@link EdgeWeights}) put the quality criteria
 * in their order, and a check over all the players left that the rest of the round can still be paired
 * (C4); when it cannot, the bracket is the penultimate one and is paired together with all the rest.
 * Within a bracket the moved-down players to pair, their opponents, the exchanges and the pairs of S1
 * with S2 are then fixed one at a time, each by a change of the lowest weights (D), so that the
 * pairing is the one the rules' order of transpositions and exchanges gives. The sequence of those
 * steps follows bbpPairings 6.0.0.
 */
public final class Dutch {
    private final PairingRound t;
    private final List<Entrant> sorted;
    private final MaxWeightMatching m;
    private final EdgeWeights weights;
    private final Entrant[] partner;

    private Dutch(PairingRound t) {
        this.t = t;
        this.sorted = t.toPair();
        weights = new EdgeWeights(t, sorted);
        m = new MaxWeightMatching(sorted.size(), weights.max().bitLength());
        partner = new Entrant[t.players.size()];
    }

    /** The pairs of the round after those in {@code trf} (its text), byes last. */
    public static List<Pair> pair(String trf) {
        return pair(RoundReader.read(trf));
    }

    static List<Pair> pair(PairingRound t) {
        return new Dutch(t).run();
    }

    private List<Pair> run() {
        int n = sorted.size();
        if (n == 0) {
            return List.of();
        }
        int top = t.score(sorted.get(0));
        for (int p = 0; p < n; p++) {
            for (int o = 0; o < p; o++) {
                m.set(p, o, (n & 1) == 1 ? byeWeight(sorted.get(p), sorted.get(o), top)
                        : weights.weight(sorted.get(o), sorted.get(p), false, false));
            }
        }
        int[] mate = m.solve();
        if (!complete(mate)) {
            throw new NoValidPairing("the players cannot all be paired (or one given the bye) without breaking an "
                    + "absolute criterion (C.04.3 C1-C3) or giving the bye to a player not eligible for it (C2)");
        }
        if ((n & 1) == 1) {
            chooseBye(mate, top);
            for (int p = 0; p < n; p++) {
                for (int o = 0; o < p; o++) {
                    m.set(p, o, weights.weight(sorted.get(o), sorted.get(p), false, false));
                }
            }
        }
        List<Entrant> players = new ArrayList<>();
        List<Integer> vertex = new ArrayList<>();
        int next = 0;
        while (next < n && t.score(sorted.get(next)) >= top) {
            players.add(sorted.get(next));
            vertex.add(next);
            next++;
        }
        boolean[] matched = new boolean[n];
        int movedDown = 0;
        int groupVertex = 0;
        while (players.size() > 1 || next < n) {
            int bracketEnd = players.size();
            int nextVertex = groupVertex + (bracketEnd - movedDown);
            int groupStart = next;
            while (next < n && t.score(sorted.get(next)) >= t.score(sorted.get(groupStart))) {
                players.add(sorted.get(next));
                vertex.add(vertex.get(vertex.size() - 1) + 1);
                next++;
            }
            Bracket b = new Bracket(m, weights, players, vertex, movedDown, bracketEnd, groupVertex, nextVertex,
                    matched);
            int[] stable = b.pair();
            weights.singleDownfloaterIsBye = (n & 1) == 1 && groupStart < n
                    && weights.byeScore >= t.score(sorted.get(groupStart));
            List<Entrant> nextPlayers = new ArrayList<>();
            List<Integer> nextVertices = new ArrayList<>();
            movedDown = 0;
            for (int i = 0; i < players.size(); i++) {
                int v = vertex.get(i);
                if (i < bracketEnd && matched[v]) {
                    partner[players.get(i).id] = sorted.get(stable[v]);
                    partner[sorted.get(stable[v]).id] = players.get(i);
                } else {
                    nextPlayers.add(players.get(i));
                    nextVertices.add(v);
                    if (i < bracketEnd) {
                        movedDown++;
                    }
                    if (weights.singleDownfloaterIsBye && groupStart < n
                            && t.score(sorted.get(stable[v])) < t.score(sorted.get(groupStart))) {
                        weights.singleDownfloaterIsBye = false;
                    }
                }
            }
            players = nextPlayers;
            vertex = nextVertices;
            groupVertex = nextVertex;
        }
        List<Pair> pairs = new ArrayList<>();
        for (Entrant p : sorted) {
            Entrant o = partner[p.id];
            if (o == null) {
                pairs.add(new Pair(p.id + 1, 0));
            } else if (p.id < o.id) {
                Colour c = Colours.of(t, p, o);
                pairs.add(c == Colour.WHITE ? new Pair(p.id + 1, o.id + 1) : new Pair(o.id + 1, p.id + 1));
            }
        }
        pairs.sort(Comparator.comparing((Pair p) -> p.bye()).thenComparing(this::boardOrder));
        return pairs;
    }

    /**
     * With an odd number of players, the first matching only finds who can be left for the bye (C2) with
     * the lowest score (C5): ineligible players paired first, then the highest scores.
     */
    private BigInteger byeWeight(Entrant p, Entrant o, int top) {
        if (!weights.compatible(p, o)) {
            return BigInteger.ZERO;
        }
        BigInteger w = BigInteger.valueOf(1 + (p.eligibleForBye() ? 0 : 1) + (o.eligibleForBye() ? 0 : 1));
        w = w.shiftLeft(weights.groupsShift())
                .or(BigInteger.valueOf(weights.shiftOf(t.score(p)) + weights.shiftOf(t.score(o))));
        return w.shiftLeft(weights.sizeBits()).or(BigInteger.valueOf(t.score(p) >= top ? 1 : 0));
    }

    /** The bye assignee's score (C5), and whether C9 (their unplayed games) applies from the first bracket. */
    private void chooseBye(int[] mate, int top) {
        int n = sorted.size();
        for (int v = 0; v < n; v++) {
            if (mate[v] == v) {
                weights.byeScore = t.score(sorted.get(v));
                break;
            }
        }
        boolean single = weights.byeScore >= top;
        if (single) {
            for (int v = 0; v < n && t.score(sorted.get(v)) >= top; v++) {
                if (t.score(sorted.get(mate[v])) < top) {
                    single = false;
                    break;
                }
            }
        }
        weights.singleDownfloaterIsBye = single;
        List<Integer> counts = new ArrayList<>();
        for (Entrant e : sorted) {
            if (t.score(e) == weights.byeScore) {
                counts.add(e.playedGames());
            }
        }
        counts.sort(Comparator.reverseOrder());
        Map<Integer, Integer> ranks = new HashMap<>();
        for (int i = 0; i < counts.size(); i++) {
            ranks.put(counts.get(i), i);
        }
        weights.unplayedRanks = ranks;
    }

    /** At most one player unpaired, and eligible for the bye. */
    private boolean complete(int[] mate) {
        int unmatched = 0;
        for (int v = 0; v < mate.length; v++) {
            if (mate[v] == v) {
                unmatched++;
                if (!sorted.get(v).eligibleForBye()) {
                    return false;
                }
            }
        }
        return unmatched <= 1;
    }

    /** The order of boards: by the higher player's score, then the lower's, then the higher's pairing number. */
    private int boardOrder(Pair a, Pair b) {
        Entrant[] x = ends(a);
        Entrant[] y = ends(b);
        int c = Integer.compare(y[0].score, x[0].score);
        if (c == 0) {
            c = Integer.compare(y[1].score, x[1].score);
        }
        return c != 0 ? c : Integer.compare(x[0].rank, y[0].rank);
    }

    private Entrant[] ends(Pair p) {
        Entrant w = t.player(p.white() - 1);
        if (p.bye()) {
            return new Entrant[] {w, w};
        }
        Entrant bl = t.player(p.black() - 1);
        boolean whiteLower = w.score != bl.score ? w.score < bl.score : w.rank > bl.rank;
        return whiteLower ? new Entrant[] {bl, w} : new Entrant[] {w, bl};
    }
}
