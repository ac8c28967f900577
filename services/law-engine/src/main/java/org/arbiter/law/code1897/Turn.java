package org.arbiter.law.code1897;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.PackedPosition;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.MoveRecord;

/**
 * One completed turn to play, newest first as a persistent list: the position at its
 * commencement (I.16(a)), who moved, and the move, or for an illegal change left uncorrected
 * ({@code move} null) the change. Records are written out only when someone reads them.
 */
record Turn(Turn previous, PackedPosition packedStart, Color mover, Move move, IllegalChange illegal, int seq,
            int length) {

    /**
     * The game keeps every turn for as long as it is played, and reads few of them again, so a
     * turn keeps its position packed: a game's state held 856 bytes per action with the legal
     * moves found for each position, 549 without them, and 191 packed (measured by GameMemory in
     * services/benchmarks).
     */
    static Turn append(Turn previous, Position start, Color mover, Move move, int seq) {
        return new Turn(previous, start.pack(), mover, move, null, seq, length(previous) + 1);
    }

    static Turn appendIllegal(Turn previous, Position start, Color mover, IllegalChange change, int seq) {
        return new Turn(previous, start.pack(), mover, null, change, seq, length(previous) + 1);
    }

    static int length(Turn turn) {
        return turn == null ? 0 : turn.length;
    }

    /** The position at this turn's commencement (I.16(a)). */
    Position start() {
        return packedStart.unpack();
    }

    /** I.16(b) identity of the position at this turn's commencement. */
    PositionKey startKey() {
        return PositionKey.code1897(packedStart);
    }

    /**
     * This turn's move as the record writes it: its SAN, {@code O-O-O} for castling without the
     * Rook given at odds (IV.3), which the board without that Rook does not hold as a legal move,
     * or its squares ({@code h7-h6}) for a move that left the King attacked and stood because the
     * code the Code supplements let it (household ix).
     */
    String record() {
        Position start = start();
        return notation(start).orElse(move.from().algebraic() + "-" + move.to().algebraic());
    }

    /** The move's notation when it has one: no SAN names a move that leaves the King attacked. */
    private Optional<String> notation(Position start) {
        if (start.isLegal(move)) {
            return Optional.of(Notation.san(start, move));
        }
        boolean castling = start.pieceAt(move.from()).map(m -> m.type() == PieceType.KING).orElse(false)
                && Math.abs(move.to().file() - move.from().file()) == 2;
        return castling ? Optional.of(Part4Odds.CASTLING_WITHOUT_ROOK) : Optional.empty();
    }

    /** This turn as the record writes it. */
    MoveRecord.Entry entry() {
        Position start = start();
        if (move == null) {
            return new MoveRecord.Entry(seq, mover, start.fullmoveNumber(), null, illegal.from(), illegal.to(),
                    illegal.man());
        }
        return new MoveRecord.Entry(seq, mover, start.fullmoveNumber(), notation(start).orElse(null),
                move.from().algebraic(), move.to().algebraic(),
                String.valueOf(start.pieceAt(move.from()).orElseThrow().fenChar()));
    }
}
