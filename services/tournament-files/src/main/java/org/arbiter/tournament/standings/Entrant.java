package org.arbiter.tournament.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A participant: his starting number, name, FIDE id (empty when unknown), title, rating (empty when
 * unrated) and one result a round.
 */
public record Entrant(int number, String name, String fideId, String title, Optional<Integer> rating,
                      List<RoundResult> rounds) {

    public Entrant {
        Objects.requireNonNull(name, "name");
        fideId = fideId == null ? "" : fideId;
        title = title == null ? "" : title;
        Objects.requireNonNull(rating, "rating");
        rounds = List.copyOf(rounds);
        if (number < 1) {
            throw new IllegalArgumentException("a starting number is at least 1: " + number);
        }
    }

    /** The result of round {@code round} (from 1); a round the record does not reach was not paired. */
    public RoundResult round(int round) {
        return round <= rounds.size() ? rounds.get(round - 1) : RoundResult.NOT_PAIRED;
    }

    /** The points of the first {@code rounds} rounds, in half points. */
    public int halfPoints(int rounds) {
        List<Outcome> outcomes = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            outcomes.add(round(r).outcome());
        }
        return Outcome.halfPoints(outcomes);
    }
}
