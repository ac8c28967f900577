package org.arbiter.tournament.standings;

import java.math.BigDecimal;

/**
 * The tie-breaks of C.07 Article 7 and the Koya System (9.2), counted from each round's outcome.
 * 7.1 WIN counts every full point, played or not; 7.2 WON, 7.3 BPG and 7.4 BWG only games played over
 * the board; 7.5 PS adds the running score after each round ("PS-C1, exclude the score achieved
 * after the first round", 14.1.1); 7.6 GE counts the rounds played or won without play. With
 * pre-determined pairings a forfeit win is a regular game and a forfeit loss stays unplayed (15.2).
 * 9.2 KS adds the points scored against the opponents who scored at least half the points possible.
 */
final class GameCounts {
    private final Crosstable table;

    GameCounts(Crosstable table) {
        this.table = table;
    }

    private boolean played(RoundResult r) {
        return r.playedGame() || (table.roundRobin() && r.outcome() == Outcome.FORFEIT_WIN);
    }

    BigDecimal value(Entrant e, Tiebreak tb) {
        int rounds = table.rounds();
        int count = 0;
        int running = 0;
        int progressive = 0;
        for (int r = 1; r <= rounds; r++) {
            RoundResult result = e.round(r);
            Outcome o = result.outcome();
            boolean black = result.colour() == RoundResult.Colour.BLACK;
            count += switch (tb.kind()) {
                case WIN -> o.win() ? 1 : 0;
                case WON -> played(result) && o.win() ? 1 : 0;
                case BPG -> played(result) && black ? 1 : 0;
                case BWG -> played(result) && black && o.win() ? 1 : 0;
                case GE -> played(result) || o.win() ? 1 : 0;
                default -> 0;
            };
            running += o.halfPoints();
            if (r > tb.cutLow()) {
                progressive += running;
            }
        }
        return switch (tb.kind()) {
            case PS -> BigDecimal.valueOf(progressive).divide(BigDecimal.valueOf(2)).setScale(1);
            case KS -> koya(e);
            default -> BigDecimal.valueOf(count);
        };
    }

    /** 9.2, the limit at half the points possible: every round, less the byes a round-robin of an odd number gives. */
    private BigDecimal koya(Entrant e) {
        int rounds = table.rounds();
        int games = rounds;
        int n = table.entrants().size();
        if (table.roundRobin() && rounds % n == 0) {
            games -= rounds / n;
        }
        int sum = 0;
        for (int r = 1; r <= rounds; r++) {
            RoundResult result = e.round(r);
            // The limit in half points is half of 2 x games: the opponent needs at least {@code games} half points.
            if (result.opponent() > 0 && table.entrant(result.opponent()).halfPoints(rounds) >= games) {
                sum += result.outcome().halfPoints();
            }
        }
        return BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(2)).setScale(1);
    }
}
