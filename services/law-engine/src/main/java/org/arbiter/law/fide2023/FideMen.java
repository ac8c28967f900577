package org.arbiter.law.fide2023;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.CastlingRight;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/** The men rearranged by hand: a position keeps only the castling rights its men still allow (3.8.2.1). */
final class FideMen {
    private FideMen() {
    }

    static Position without(Position board, Square square) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.remove(square);
        return arranged(board, men, board.sideToMove());
    }

    static Position with(Position board, Square square, Piece man) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.put(square, man);
        return arranged(board, men, board.sideToMove());
    }

    /** {@code men} with {@code side} to move, the move counters of {@code board} kept. */
    static Position arranged(Position board, Map<Square, Piece> men, Color side) {
        Set<CastlingRight> kept = EnumSet.noneOf(CastlingRight.class);
        for (CastlingRight r : board.castlingRights()) {
            Color c = r.color();
            int rank = c == Color.WHITE ? 0 : 7;
            if (men.get(Square.at(4, rank)) == Piece.of(c, PieceType.KING)
                    && men.get(Square.at(r.kingSide() ? 7 : 0, rank)) == Piece.of(c, PieceType.ROOK)) {
                kept.add(r);
            }
        }
        return Position.setup(men, side, kept, Optional.empty())
                .withCounters(board.halfmoveClock(), board.fullmoveNumber());
    }

    /** The square of {@code color}'s King, if he has one. */
    static Optional<Square> king(Position board, Color color) {
        return board.men().entrySet().stream().filter(e -> e.getValue() == Piece.of(color, PieceType.KING))
                .map(Map.Entry::getKey).findFirst();
    }
}
