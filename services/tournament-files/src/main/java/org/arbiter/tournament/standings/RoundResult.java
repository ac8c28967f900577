package org.arbiter.tournament.standings;

import java.util.Objects;

/**
 * One round of a participant's record: the starting number of the opponent (0 when there was none),
 * the colour he had, and what the round gave him.
 */
public record RoundResult(int opponent, Colour colour, Outcome outcome) {

    public enum Colour { WHITE, BLACK, NONE }

    public static final RoundResult NOT_PAIRED = new RoundResult(0, Colour.NONE, Outcome.NOT_PAIRED);

    public RoundResult {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(outcome, "outcome");
        if (opponent < 0) {
            throw new IllegalArgumentException("an opponent's number cannot be negative: " + opponent);
        }
    }

    /** A game played over the board against an opponent. */
    public boolean playedGame() {
        return outcome.played() && opponent > 0;
    }
}
