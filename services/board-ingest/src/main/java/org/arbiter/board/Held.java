package org.arbiter.board;

import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * A man off its square since {@code at}: {@code landedOn} is set once a man lifted while the hand held
 * another comes down (null until then).
 */
record Held(Piece piece, Square from, long at, Square landedOn) {
    /** The man lifted from {@code from} at {@code at}, not yet come down. */
    static Held lifted(Piece piece, Square from, long at) {
        return new Held(piece, from, at, null);
    }

    /** The man come down on {@code s} while the hand held another. */
    Held landed(Square s) {
        return new Held(piece, from, at, s);
    }
}
