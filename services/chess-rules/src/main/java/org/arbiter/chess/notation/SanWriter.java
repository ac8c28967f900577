package org.arbiter.chess.notation;

import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;

/** Writes standard algebraic notation, with the file or rank of the moving man only where needed. */
final class SanWriter {
    private SanWriter() {
    }

    /** The move must be legal in the position. */
    static String write(Position position, Move move) {
        StringBuilder s = new StringBuilder(8);
        PieceType type = position.pieceAt(move.from()).map(Piece::type).orElseThrow();
        if (position.isCastling(move)) {
            s.append(move.to().file() > move.from().file() ? "O-O" : "O-O-O");
        } else if (type == PieceType.PAWN) {
            if (position.isCapture(move)) {
                s.append((char) ('a' + move.from().file())).append('x');
            }
            s.append(move.to().algebraic());
            move.promotion().ifPresent(p -> s.append('=').append(p.letter()));
        } else {
            s.append(type.letter());
            disambiguate(position, move, type, s);
            if (position.isCapture(move)) {
                s.append('x');
            }
            s.append(move.to().algebraic());
        }
        return s.append(checkSign(position, move, "+", "#")).toString();
    }

    /** The file if it tells the men apart, else the rank, else both (the SAN rule). */
    private static void disambiguate(Position position, Move move, PieceType type, StringBuilder s) {
        boolean rival = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : position.legalMoves()) {
            if (other.to() == move.to() && other.from() != move.from()
                    && position.pieceAt(other.from()).map(Piece::type).orElse(null) == type) {
                rival = true;
                sameFile |= other.from().file() == move.from().file();
                sameRank |= other.from().rank() == move.from().rank();
            }
        }
        if (!rival) {
            return;
        }
        if (!sameFile) {
            s.append((char) ('a' + move.from().file()));
        } else if (!sameRank) {
            s.append((char) ('1' + move.from().rank()));
        } else {
            s.append(move.from().algebraic());
        }
    }

    /** The sign for check or mate after the move, or nothing. */
    static String checkSign(Position position, Move move, String check, String mate) {
        Position after = position.play(move);
        if (after.isCheckmate()) {
            return mate;
        }
        return after.isCheck() ? check : "";
    }
}
