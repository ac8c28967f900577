package org.arbiter.law.trf;

import java.util.List;
import java.util.Optional;

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

    TrfPlayer withRounds(List<TrfGame> games, int tenths) {
        return new TrfPlayer(number, sex, title, name, rating, federation, fideId, birth, tenths, rank, games);
    }
}
