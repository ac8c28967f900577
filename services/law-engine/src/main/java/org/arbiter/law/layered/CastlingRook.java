package org.arbiter.law.layered;

import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The Rook of a castling made King first by hand: the board has castled the moment the hand
 * quitted the King, while on the table the Rook still stands on {@code from}, to be carried to
 * {@code to} by the same player. Its lift, place and release are the rest of the castling, not
 * acts on an empty square, so the board and the table never part.
 */
public record CastlingRook(Color player, Square from, Square to) {
    /** The Rook still to be carried after {@code move} was made on {@code before}; empty when it is no castling. */
    public static Optional<CastlingRook> after(Position before, Move move) {
        if (!before.isCastling(move)) {
            return Optional.empty();
        }
        Position after = before.play(move);
        Piece rook = Piece.of(before.sideToMove(), PieceType.ROOK);
        Optional<Square> from = left(before, after, rook);
        Optional<Square> to = left(after, before, rook);
        return from.isPresent() && to.isPresent()
                ? Optional.of(new CastlingRook(before.sideToMove(), from.get(), to.get())) : Optional.empty();
    }

    /** Whether {@code player}'s lift of {@code square} takes up this Rook. */
    public boolean liftedBy(Color player, Square square) {
        return this.player == player && from == square;
    }

    /** The square {@code man} stands on in {@code a} and not in {@code b}. */
    private static Optional<Square> left(Position a, Position b, Piece man) {
        return a.men().entrySet().stream()
                .filter(e -> e.getValue() == man && b.pieceAt(e.getKey()).orElse(null) != man)
                .map(Map.Entry::getKey).findFirst();
    }
}
