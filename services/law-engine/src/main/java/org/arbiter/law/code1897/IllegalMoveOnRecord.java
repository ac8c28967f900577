package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Square;

/**
 * An illegal move (or mistaken removal) on the record: who made it, the state at the
 * commencement of the turn in which it occurred, the men touched in making it, and whether the
 * opponent has since completed a move (II.6(e)).
 */
record IllegalMoveOnRecord(Color offender, Game atTurnStart, String description, List<Square> touched, int seq,
                           boolean opponentCompletedMove) {

    IllegalMoveOnRecord uncorrected() {
        return new IllegalMoveOnRecord(offender, atTurnStart, description, touched, seq, true);
    }
}
