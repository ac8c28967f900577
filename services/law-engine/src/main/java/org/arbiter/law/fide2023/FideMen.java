package org.arbiter.law.fide2023;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
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
        Map<Square, Piece> left = new EnumMap<>(Square.class);
        left.putAll(board.men());
        left.remove(square);
        return arranged(board, left, board.sideToMove());
    }

    static Position with(Position board, Square square, Piece man) {
        Map<Square, Piece> placed = new EnumMap<>(Square.class);
        placed.putAll(board.men());
        placed.put(square, man);
        return arranged(board, placed, board.sideToMove());
    }

    /** {@code men} with {@code side} to move, the move counters of {@code board} kept. */
    static Position arranged(Position board, Map<Square, Piece> men, Color side) {
        return board.rearranged(men, side);
    }

    /** The square of {@code color}'s King, if he has one. */
    static Optional<Square> king(Position board, Color color) {
        return board.men().entrySet().stream().filter(e -> e.getValue() == Piece.of(color, PieceType.KING))
                .map(Map.Entry::getKey).findFirst();
    }
}
