package org.arbiter.chess;

import java.util.Arrays;

/**
 * A comparable fingerprint of a position under one definition of identity. Two keys are equal
 * exactly when the positions are identical under that definition; no hashing shortcut is taken,
 * because a ruling must not rest on a collision.
 */
public final class PositionKey {
    private final long[] parts;
    private final int hash;

    PositionKey(long[] parts) {
        this.parts = parts;
        this.hash = Arrays.hashCode(parts);
    }

    /**
     * I.16(b): "two positions are identical if the total number of men in the one position is
     * the same as the total number of men in the other, and also for every man in the one
     * position there is, in the other, a man of the same color and name, standing on the same
     * square." Nothing else counts: not the player to move, not castling, not taking in passing.
     */
    public static PositionKey code1897(Position position) {
        return new PositionKey(position.board().pieces.clone());
    }

    /** I.16(b) identity, as {@link #code1897(Position)}, of a position kept packed. */
    public static PositionKey code1897(PackedPosition position) {
        return new PositionKey(position.men());
    }

    /**
     * FIDE Laws 9.2.2: the same player to move, the same men on the same squares, and the same
     * possible moves, including the rights to castle and to capture en passant. An en-passant
     * square counts only when a capture there is legal.
     */
    public static PositionKey fide(Position position) {
        Board b = position.board();
        long[] parts = Arrays.copyOf(b.pieces, 15);
        parts[12] = b.side;
        parts[13] = b.castling;
        parts[14] = legalEnPassant(position);
        return new PositionKey(parts);
    }

    private static int legalEnPassant(Position position) {
        return position.enPassantSquare()
                .filter(ep -> position.legalMoves().stream().anyMatch(position::isEnPassant))
                .map(Square::ordinal).orElse(-1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionKey k && Arrays.equals(k.parts, parts);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
