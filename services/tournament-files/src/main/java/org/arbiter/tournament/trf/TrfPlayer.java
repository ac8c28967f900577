package org.arbiter.tournament.trf;

import java.util.List;
import java.util.Optional;
import org.arbiter.tournament.standings.Outcome;

/**
 * A player line ({@code 001}): the starting rank, title, name, FIDE rating (empty when unrated),
 * federation, FIDE id, the points and rank as the file gives them (in tenths of a point, so that
 * halves stay exact), and one entry a round.
 */
public record TrfPlayer(int number, String sex, String title, String name, Optional<Integer> rating,
                        String federation, String fideId, String birth, int pointsTenths, int rank,
                        List<TrfGame> rounds) {
    public TrfPlayer {
        rounds = List.copyOf(rounds);
    }

    /** This player's entry for round {@code round} (1-based), if the file has one. */
    public Optional<TrfGame> round(int round) {
        return round >= 1 && round <= rounds.size() ? Optional.of(rounds.get(round - 1)) : Optional.empty();
    }

    /**
     * The points of this line's rounds, in half points: the one count of a tournament's points, which
     * {@link Trf#withResult} writes into the file and the service's standings rank by.
     */
    public int halfPoints() {
        return halfPoints(rounds);
    }

    private static int halfPoints(List<TrfGame> games) {
        return Outcome.halfPoints(games.stream().map(TrfGame::outcome).toList());
    }

    /** The games this line's rounds record as played over the board (a forfeit or a bye is not one). */
    public int gamesPlayed() {
        return (int) rounds.stream().filter(g -> g.outcome().played()).count();
    }

    /** This line with {@code games} as its rounds and its points counted from them again. */
    TrfPlayer withRounds(List<TrfGame> games) {
        return new TrfPlayer(number, sex, title, name, rating, federation, fideId, birth, 5 * halfPoints(games), rank,
                games);
    }
}
