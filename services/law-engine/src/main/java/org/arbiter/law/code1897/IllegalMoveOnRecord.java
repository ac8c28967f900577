package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Square;

/**
 * An illegal move (or mistaken removal) on the record: who made it, the game at the
 * commencement of the turn in which it occurred, the change made, the men touched in making it,
 * and whether the opponent has since completed a move (II.6(e)).
 */
record IllegalMoveOnRecord(Color offender, Commencement atTurnStart, IllegalChange change, List<Square> touched,
                           int seq, boolean opponentCompletedMove) {
    IllegalMoveOnRecord {
        touched = List.copyOf(touched);
    }

    String description() {
        return change.description();
    }

    IllegalMoveOnRecord uncorrected() {
        return new IllegalMoveOnRecord(offender, atTurnStart, change, touched, seq, true);
    }
}
