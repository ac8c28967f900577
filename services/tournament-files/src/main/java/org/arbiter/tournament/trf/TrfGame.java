package org.arbiter.tournament.trf;

import org.arbiter.tournament.standings.Outcome;

/**
 * One round of a player line: the opponent's starting rank (0 for none), the colour ({@code w},
 * {@code b}, or {@code -} for none) and the result code as TRF16 writes it ({@code 1 0 =} for a
 * game played, {@code + -} for a forfeit, {@code H F U Z} for byes, a space while not played).
 */
public record TrfGame(int opponent, char colour, char result) {

    /** What the round gave the player, and so its points, as the standings count them. */
    public Outcome outcome() {
        return Outcome.ofTrf(result);
    }
}
