package org.arbiter.law.householddraughts;

/**
 * Law i: "The board is to be so placed as to have the white or black double corners at the right
 * hand of the player."
 *
 * <p>The square numbers of the acts assume the board so placed (square 32, with 28, is White's
 * double corner at his right hand). The law says only how the board is placed and gives no remedy
 * for a board placed otherwise: a claim of {@code annulment} on the ground {@code board-misplaced}
 * is recorded with a notice that says so, and decides nothing.
 */
final class LawIBoard {
    static final String LAW = "i";

    private LawIBoard() {
    }

    static void misplaced(DraughtsHearing h) {
        h.notice(LAW, "Law i says how the board is to be placed but gives no remedy for a board placed otherwise:"
                + " the claim is recorded and decides nothing.");
    }
}
