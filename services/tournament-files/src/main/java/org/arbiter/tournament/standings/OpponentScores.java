package org.arbiter.tournament.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Buchholz (C.07 8.1), the Average of Opponents' Buchholz (8.2) and Sonneborn-Berger (9.1), with the
 * cut modifiers of Article 14 and the unplayed rounds managed as Articles 15 and 16 say.
 *
 * <p>8.1: "The sum of the scores of each of the opponents of a participant." 9.1: "adding, for each
 * round, a value given by multiplying the final score of the opponents by the points scored against
 * them." 16.3: when a participant has unplayed rounds, for his opponents' tie-breaks his score
 * counts requested byes "either followed only by VURs or in the last round" as draws (16.3.2) and
 * every other unplayed round at the points awarded (16.3.1). 16.4: for his own tie-break, each
 * unplayed round is "as if the participant had played against a dummy", whose score is "the
 * participant's own score" (capped since 2026, see {@link Regulations}). 15.2: with pre-determined
 * pairings a forfeit is a regular game.
 */
final class OpponentScores {
    private static final Comparator<Contribution> LEAST = Comparator.comparingInt(Contribution::score)
            .thenComparingInt(Contribution::value).thenComparingInt(Contribution::round);
    private static final Comparator<Contribution> LEAST_VOLUNTARY = Comparator.comparingInt(Contribution::value)
            .thenComparingInt(Contribution::score).thenComparingInt(Contribution::round);

    private final Crosstable table;
    private final Regulations regulations;
    private final Map<Integer, Integer> adjusted = new HashMap<>();

    OpponentScores(Crosstable table, Regulations regulations) {
        this.table = table;
        this.regulations = regulations;
        for (Entrant e : table.entrants()) {
            adjusted.put(e.number(), adjustedScore(e));
        }
    }

    /** 16.3: the participant's score as his opponents' tie-breaks count it, in half points. */
    private int adjustedScore(Entrant e) {
        int rounds = table.rounds();
        if (table.roundRobin()) {
            return e.halfPoints(rounds);
        }
        int lastAvailable = 0;
        for (int r = 1; r <= rounds; r++) {
            if (!e.round(r).outcome().voluntarilyUnplayed()) {
                lastAvailable = r;
            }
        }
        int sum = 0;
        for (int r = 1; r <= rounds; r++) {
            Outcome o = e.round(r).outcome();
            // 16.2.5: a requested bye with only VURs after it, or in the last round, counts as a draw (16.3.2).
            sum += o.requestedBye() && r > lastAvailable ? 1 : o.halfPoints();
        }
        return sum;
    }

    /** 16.4: the dummy's score for one of the participant's unplayed rounds, in half points. */
    private int dummy(Entrant e, int round) {
        int own = e.halfPoints(table.rounds());
        if (!regulations.capsDummyScore()) {
            return own;
        }
        RoundResult r = e.round(round);
        if (r.outcome().forfeit() && r.opponent() > 0) {
            return Math.min(own, adjusted.get(r.opponent()));
        }
        return Math.min(own, table.rounds());
    }

    /** Each round's contribution to the participant's Buchholz, or with {@code sb} his Sonneborn-Berger. */
    List<Contribution> contributions(Entrant e, boolean sb) {
        List<Contribution> out = new ArrayList<>();
        for (int r = 1; r <= table.rounds(); r++) {
            RoundResult result = e.round(r);
            int score;
            boolean voluntary = false;
            if (table.roundRobin()) {
                if (result.opponent() == 0) {
                    continue;
                }
                score = adjusted.get(result.opponent());
            } else if (result.playedGame()) {
                score = adjusted.get(result.opponent());
            } else {
                score = dummy(e, r);
                voluntary = result.outcome().voluntarilyUnplayed();
            }
            out.add(new Contribution(r, score, sb ? score * result.outcome().halfPoints() : score, voluntary));
        }
        return out;
    }

    /**
     * Article 14 with 16.5: each cut of the least significant value takes, where the participant has
     * voluntary unplayed rounds, "the lowest contribution coming from such rounds ... as long as such
     * contribution is not lower than the least significant value" (for Sonneborn-Berger the higher of
     * the two); the most significant values are cut after, as they are.
     */
    static List<Contribution> cut(List<Contribution> all, int low, int high) {
        List<Contribution> left = new ArrayList<>(all);
        for (int i = 0; i < low && !left.isEmpty(); i++) {
            Contribution least = left.stream().min(LEAST).orElseThrow();
            Optional<Contribution> voluntary = left.stream().filter(Contribution::voluntary).min(LEAST_VOLUNTARY);
            left.remove(voluntary.isPresent() && voluntary.get().value() >= least.value() ? voluntary.get() : least);
        }
        for (int i = 0; i < high && !left.isEmpty(); i++) {
            left.remove(left.stream().max(LEAST).orElseThrow());
        }
        return left;
    }

    /** Buchholz (or with {@code sb} Sonneborn-Berger) with its cuts. */
    BigDecimal value(Entrant e, Tiebreak tb) {
        boolean sb = tb.kind() == Tiebreak.Kind.SB;
        int sum = cut(contributions(e, sb), tb.cutLow(), tb.cutHigh()).stream().mapToInt(Contribution::value).sum();
        return sb ? BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(4)).setScale(2, RoundingMode.UNNECESSARY)
                : BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(2)).setScale(1, RoundingMode.UNNECESSARY);
    }

    /** 8.2: the average of the Buchholz of the opponents played over the board, to two decimals. */
    Optional<BigDecimal> averageOfOpponents(Entrant e) {
        Tiebreak bh = new Tiebreak(Tiebreak.Kind.BH, 0, 0);
        BigDecimal sum = BigDecimal.ZERO;
        int n = 0;
        for (int r = 1; r <= table.rounds(); r++) {
            RoundResult result = e.round(r);
            if (result.playedGame()) {
                sum = sum.add(value(table.entrant(result.opponent()), bh));
                n++;
            }
        }
        return n == 0 ? Optional.empty() : Optional.of(sum.divide(BigDecimal.valueOf(n), 2, RoundingMode.HALF_UP));
    }
}
