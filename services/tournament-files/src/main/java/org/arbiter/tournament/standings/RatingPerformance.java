package org.arbiter.tournament.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The ratings-based tie-breaks of C.07 Article 10, from the games played over the board against
 * rated opponents (a forfeit stays unplayed here, even with pre-determined pairings, 15.2): the
 * Average Rating of Opponents (10.1; ARO-C1 leaves out the lowest-rated opponent), the Tournament
 * Performance Rating (ARO plus the dp of the percentage scored, by FIDE's table 8.1(a)), the Perfect
 * Tournament Performance (the lowest rating whose expected score against those opponents reaches the
 * score scored, by table 8.1(b)), and the averages of the opponents' TPR and PTP (APRO, APPO).
 * Opponents without a rating are left out; a participant with no rated game has no value.
 */
final class RatingPerformance {
    private final Crosstable table;

    RatingPerformance(Crosstable table) {
        this.table = table;
    }

    /** A rated game: the opponent's rating and the points scored, in half points. */
    private record Game(int rating, int halfPoints) {
    }

    private List<Game> games(Entrant e, Tiebreak tb) {
        List<Game> games = new ArrayList<>();
        int played = 0;
        for (int r = 1; r <= table.rounds(); r++) {
            RoundResult result = e.round(r);
            if (result.playedGame() && result.outcome().rated()) {
                played++;
                Optional<Integer> rating = table.entrant(result.opponent()).rating();
                rating.ifPresent(value -> games.add(new Game(value, result.outcome().halfPoints())));
            }
        }
        games.sort(Comparator.comparingInt(Game::rating));
        // A cut takes a rated opponent only while every opponent played was rated; else it takes the unrated one.
        for (int i = 0; i < tb.cutLow(); i++, played--) {
            if (played == games.size() && !games.isEmpty()) {
                games.remove(0);
            }
        }
        for (int i = 0; i < tb.cutHigh(); i++, played--) {
            if (played == games.size() && !games.isEmpty()) {
                games.remove(games.size() - 1);
            }
        }
        return games;
    }

    private static int roundHalfUp(long numerator, long denominator) {
        return (int) Math.floorDiv(2 * numerator + denominator, 2 * denominator);
    }

    Optional<Integer> averageRating(Entrant e, Tiebreak tb) {
        List<Game> games = games(e, tb);
        if (games.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(roundHalfUp(games.stream().mapToLong(Game::rating).sum(), games.size()));
    }

    Optional<Integer> performance(Entrant e, Tiebreak tb) {
        List<Game> games = games(e, tb);
        if (games.isEmpty()) {
            return Optional.empty();
        }
        int aro = roundHalfUp(games.stream().mapToLong(Game::rating).sum(), games.size());
        int percent = roundHalfUp(50L * games.stream().mapToInt(Game::halfPoints).sum(), games.size());
        return Optional.of(aro + RatingTables.dp(percent));
    }

    Optional<Integer> perfectPerformance(Entrant e, Tiebreak tb) {
        List<Game> games = games(e, tb);
        if (games.isEmpty()) {
            return Optional.empty();
        }
        int lowest = games.get(0).rating();
        int highest = games.get(games.size() - 1).rating();
        int needed = 50 * games.stream().mapToInt(Game::halfPoints).sum();
        if (needed == 0) {
            return Optional.of(lowest - 800);
        }
        int low = lowest - 800;
        int high = highest + 800;
        // The expected score grows with the rating: the lowest rating that reaches the score scored.
        while (low < high) {
            int mid = Math.floorDiv(low + high, 2);
            int expected = 0;
            for (Game g : games) {
                expected += RatingTables.expected(mid, g.rating());
            }
            if (expected >= needed) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return Optional.of(low);
    }

    /** APRO or APPO: the average of the opponents' TPR or PTP over the games played, to the unit. */
    Optional<Integer> averageOfOpponents(Entrant e, boolean perfect) {
        Tiebreak none = new Tiebreak(Tiebreak.Kind.TPR, 0, 0);
        long sum = 0;
        int n = 0;
        for (int r = 1; r <= table.rounds(); r++) {
            RoundResult result = e.round(r);
            if (result.playedGame()) {
                Entrant opponent = table.entrant(result.opponent());
                Optional<Integer> value = perfect ? perfectPerformance(opponent, none) : performance(opponent, none);
                if (value.isPresent()) {
                    sum += value.get();
                    n++;
                }
            }
        }
        return n == 0 ? Optional.empty() : Optional.of(roundHalfUp(sum, n));
    }

    static Optional<BigDecimal> decimal(Optional<Integer> value) {
        return value.map(v -> BigDecimal.valueOf(v).setScale(0, RoundingMode.UNNECESSARY));
    }
}
