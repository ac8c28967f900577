package org.arbiter.chess;

import java.util.Objects;
import java.util.Optional;

/**
 * A move as an immutable value: the square a man leaves, the square it reaches, and the piece
 * a Pawn is promoted to. Castling is written as the King's move (e1 to g1). Whether a move
 * captures, castles or takes in passing depends on the position, so {@link Position} answers that.
 */
public final class Move {
    private final Square from;
    private final Square to;
    private final PieceType promotion;

    private Move(Square from, Square to, PieceType promotion) {
        this.from = Objects.requireNonNull(from, "from");
        this.to = Objects.requireNonNull(to, "to");
        if (promotion != null && !promotion.isPromotionPiece()) {
            throw new IllegalArgumentException("a Pawn cannot be promoted to a " + promotion.codeName());
        }
        this.promotion = promotion;
    }

    /**
     * Moves without promotion are few (64 x 64), so each is made once and shared: readers and
     * generators create millions of moves, and equal moves are still equal by {@link #equals}.
     */
    private static final Move[] PLAIN = new Move[64 * 64];

    static {
        Square[] squares = Square.values();
        for (Square f : squares) {
            for (Square t : squares) {
                PLAIN[f.ordinal() * 64 + t.ordinal()] = new Move(f, t, null);
            }
        }
    }

    public static Move of(Square from, Square to) {
        return PLAIN[Objects.requireNonNull(from, "from").ordinal() * 64 + Objects.requireNonNull(to, "to").ordinal()];
    }

    public static Move promotion(Square from, Square to, PieceType piece) {
        return new Move(from, to, Objects.requireNonNull(piece, "promotion piece"));
    }

    /** Reads coordinate notation: {@code g1f3}, {@code e7e8q}. */
    public static Move fromUci(String uci) {
        if (uci == null || (uci.length() != 4 && uci.length() != 5)) {
            throw new IllegalArgumentException("not a coordinate move: '" + uci + "'");
        }
        Square from = Square.parse(uci.substring(0, 2));
        Square to = Square.parse(uci.substring(2, 4));
        return uci.length() == 5 ? promotion(from, to, PieceType.fromLetter(uci.charAt(4))) : of(from, to);
    }

    public Square from() {
        return from;
    }

    public Square to() {
        return to;
    }

    public Optional<PieceType> promotion() {
        return Optional.ofNullable(promotion);
    }

    /** Coordinate notation, e.g. {@code e7e8q}. */
    public String uci() {
        String s = from.algebraic() + to.algebraic();
        return promotion == null ? s : s + Character.toLowerCase(promotion.letter());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && m.from == from && m.to == to && m.promotion == promotion;
    }

    @Override
    public int hashCode() {
        return (from.ordinal() * 64 + to.ordinal()) * 8 + (promotion == null ? 7 : promotion.ordinal());
    }

    @Override
    public String toString() {
        return uci();
    }
}
