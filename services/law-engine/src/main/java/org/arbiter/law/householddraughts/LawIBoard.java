package org.arbiter.law.householddraughts;

import java.util.Optional;
import org.arbiter.law.Result;

/**
 * Law i: "The board is to be so placed as to have the white or black double corners at the right
 * hand of the player."
 *
 * <p>The square numbers of the acts assume the board so placed (square 32, with 28, is White's
 * double corner at his right hand). The book gives no remedy for a board wrongly placed; a claim of
 * {@code annulment} on the ground {@code board-misplaced} is read as showing that the game was not
 * played on the board the law describes, and the game is annulled, whenever the claim is made.
 */
final class LawIBoard {
    static final String LAW = "i";

    private LawIBoard() {
    }

    static void misplaced(Hearing h) {
        h.end(Result.ANNULLED, LAW);
        h.rule(LAW, Optional.empty(), "The board was not placed with the double corner at each player's right hand:"
                + " the game is annulled, to be played again on the board placed as the law requires.");
    }
}
