package org.arbiter.law.fide2023;

import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.MoveRecord;

/**
 * One move on the record: the action that made it, the mover, the position before it, the move
 * (a transfer when it was illegal and stood under A.4.2), whether it was legal, and the 9.2.2
 * identity of the position it left.
 */
record Ply(int seq, Color mover, Position before, Move move, boolean legal, PositionKey keyAfter) {

    MoveRecord.Entry entry() {
        String man = String.valueOf(before.pieceAt(move.from()).map(p -> p.fenChar()).orElse('?'));
        return new MoveRecord.Entry(seq, mover, before.fullmoveNumber(), legal ? Notation.san(before, move) : null,
                move.from().algebraic(), move.to().algebraic(), man);
    }
}
