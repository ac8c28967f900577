package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

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
    private final MaxWeightMatching validity;
    private final Entrant[] partner;

    private Dutch(PairingRound t) {
        this.t = t;
        this.sorted = t.toPair();
        int n = sorted.size();
        validity = new MaxWeightMatching(n + (n & 1));
        partner = new Entrant[t.players.size()];
    }

    /** The pairs of the round after those in {@code trf} (its text), byes last. */
    public static List<Pair> pair(String trf) {
        return pair(RoundReader.read(trf, true));
    }

    static List<Pair> pair(PairingRound t) {
        return new Dutch(t).run();
    }

    private List<Pair> run() {
        int n = sorted.size();
        EdgeWeights all = new EdgeWeights(t, sorted, 0, n, true, true);
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                validity.set(i, j, all.compatible(sorted.get(i), sorted.get(j)) ? BigInteger.ONE : BigInteger.ZERO);
            }
            if ((n & 1) == 1) {
                validity.set(i, n, sorted.get(i).eligibleForBye() ? BigInteger.ONE : BigInteger.ZERO);
            }
        }
        if (!complete(validity.solve())) {
            throw new NoValidPairing("the players cannot all be paired (or one given the bye) without breaking an "
                    + "absolute criterion (C.04.3 C1-C3)");
        }
        List<Entrant> players = new ArrayList<>();
        List<Integer> vertex = new ArrayList<>();
        int next = 0;
        while (next < n && t.score(sorted.get(next)) >= t.score(sorted.get(0))) {
            players.add(sorted.get(next));
            vertex.add(next);
            next++;
        }
        boolean special = next == n;
        int movedDown = 0;
        while (players.size() > 1 || next < n) {
            int bracketEnd = players.size();
            int groupStart = next;
            while (next < n && (special || t.score(sorted.get(next)) >= t.score(sorted.get(groupStart)))) {
                players.add(sorted.get(next));
                vertex.add(next);
                next++;
            }
            Bracket b = new Bracket(t, players, vertex, movedDown, bracketEnd, special, next == n, validity);
            boolean[] matched = b.pair();
            if (!special && !complete(validity.solve())) {
                // C4: the rest cannot be completed, so this is the penultimate bracket: pair it with all the rest.
                while (players.size() > bracketEnd) {
                    players.remove(players.size() - 1);
                    vertex.remove(vertex.size() - 1);
                }
                next = groupStart;
                special = true;
                continue;
            }
            special = next == n;
            List<Entrant> nextPlayers = new ArrayList<>();
            List<Integer> nextVertex = new ArrayList<>();
            movedDown = 0;
            int[] mate = b.mate();
            for (int i = 0; i < players.size(); i++) {
                if (i < bracketEnd && matched[i]) {
                    partner[players.get(i).id] = players.get(mate[i]);
                    partner[players.get(mate[i]).id] = players.get(i);
                } else {
                    nextPlayers.add(players.get(i));
                    nextVertex.add(vertex.get(i));
                    if (i < bracketEnd) {
                        movedDown++;
                    }
                }
            }
            players = nextPlayers;
            vertex = nextVertex;
        }
        List<Pair> pairs = new ArrayList<>();
        for (Entrant p : sorted) {
            Entrant m = partner[p.id];
            if (m == null) {
                pairs.add(new Pair(p.id + 1, 0));
            } else if (p.id < m.id) {
                Colour c = Colours.of(t, p, m);
                pairs.add(c == Colour.WHITE ? new Pair(p.id + 1, m.id + 1) : new Pair(m.id + 1, p.id + 1));
            }
        }
        pairs.sort(Comparator.comparing((Pair p) -> p.bye()).thenComparing(this::boardOrder));
        return pairs;
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

    static boolean complete(int[] mate) {
        for (int v = 0; v < mate.length; v++) {
            if (mate[v] == v) {
                return false;
            }
        }
        return true;
    }

    /** Fixes the pair {@code a}-{@code b} in {@code m}: their edge gets {@code w}, their other edges none. */
    static void fix(MaxWeightMatching m, int a, int b, BigInteger w) {
        for (int u = 0; u < m.size(); u++) {
            if (u != a) {
                m.set(a, u, u == b ? w : BigInteger.ZERO);
            }
            if (u != b) {
                m.set(b, u, u == a ? w : BigInteger.ZERO);
            }
        }
    }
}
