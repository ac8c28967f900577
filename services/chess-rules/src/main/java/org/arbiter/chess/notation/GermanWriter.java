package org.arbiter.chess.notation;

import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;

/**
 * Writes the long German notation of the 1911 article: {@code S g1-f3}, {@code e5-d4:},
 * {@code L c5-b4†}, {@code 0-0}. Both squares are always given, so the record is never ambiguous.
 */
final class GermanWriter {
    private GermanWriter() {
    }

    /** The move must be legal in the position. */
    static String write(Position position, Move move) {
        StringBuilder s = new StringBuilder(12);
        if (position.isCastling(move)) {
            s.append(move.to().file() > move.from().file() ? "0-0" : "0-0-0");
        } else {
            PieceType type = position.pieceAt(move.from()).map(Piece::type).orElseThrow();
            if (type != PieceType.PAWN) {
                s.append(GermanReader.letter(type)).append(' ');
            }
            s.append(move.from().algebraic()).append('-').append(move.to().algebraic());
            move.promotion().ifPresent(p -> s.append(GermanReader.letter(p)));
            if (position.isCapture(move)) {
                s.append(':');
            }
        }
        return s.append(SanWriter.checkSign(position, move, "\u2020", "\u2021")).toString();
    }
}
