package org.arbiter.board;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The men on the board as its squares last reported them, one per square (null: empty). Immutable: a
 * change gives a new board.
 */
record Men(Piece[] squares) {
    Men {
        if (squares.length != 64) {
            throw new IllegalArgumentException("a board has 64 squares, not " + squares.length);
        }
        squares = squares.clone();
    }

    /** The men of {@code p}. */
    static Men of(Position p) {
        Piece[] squares = new Piece[64];
        p.men().forEach((s, m) -> squares[s.ordinal()] = m);
        return new Men(squares);
    }

    /** The squares, a copy. */
    @Override
    public Piece[] squares() {
        return squares.clone();
    }

    /** The man on {@code s}, or null. */
    Piece on(Square s) {
        return squares[s.ordinal()];
    }

    /** The board with {@code man} (null: none) on {@code s}. */
    Men with(Square s, Piece man) {
        if (squares[s.ordinal()] == man) {
            return this;
        }
        Piece[] next = squares.clone();
        next[s.ordinal()] = man;
        return new Men(next);
    }

    /** The men by square. */
    Map<Square, Piece> bySquare() {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        for (Square q : Square.values()) {
            if (squares[q.ordinal()] != null) {
                men.put(q, squares[q.ordinal()]);
            }
        }
        return men;
    }

    /** The FEN placement field of the men, those on {@code unseen} left out. */
    String placement(Iterable<Square> unseen) {
        Piece[] seen = squares.clone();
        for (Square q : unseen) {
            seen[q.ordinal()] = null;
        }
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece p = seen[rank * 8 + file];
                if (p == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(p.fenChar());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Men m && Arrays.equals(squares, m.squares);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(squares);
    }

    @Override
    public String toString() {
        return placement(java.util.List.of());
    }
}
