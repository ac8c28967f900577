package org.arbiter.law.code1897;

import org.arbiter.chess.Color;

/**
 * An illegal move (or mistaken removal) on the record: who made it, the game at the
 * commencement of the turn in which it occurred, the change made, and whether the opponent has
 * since completed a move (II.6(e)). {@code law} is the law the rulings on it cite: II.6(b), or
 * IV.4 for a move its limit forbids while the moves given as odds are made.
 */
record IllegalMoveOnRecord(Color offender, Commencement atTurnStart, IllegalChange change, int seq,
                           boolean opponentCompletedMove, String law) {

    String description() {
        return change.description();
    }

    IllegalMoveOnRecord uncorrected() {
        return new IllegalMoveOnRecord(offender, atTurnStart, change, seq, true, law);
    }
}
