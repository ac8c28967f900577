package org.arbiter.board;

import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * A man off its square since {@code at}: {@code landedOn} is set once a man lifted while the hand held
 * another comes down (null until then); {@code beside} when it is a Chess960 King set beside the board
 * while his Rook is moved (FIDE Guidelines II.3.2.5.1), whose lift is already written.
 */
record Held(Piece piece, Square from, long at, Square landedOn, boolean beside) {
    Held(Piece piece, Square from, long at, Square landedOn) {
        this(piece, from, at, landedOn, false);
    }

    /** The man lifted from {@code from} at {@code at}, not yet come down. */
    static Held lifted(Piece piece, Square from, long at) {
        return new Held(piece, from, at, null);
    }

    /** The man come down on {@code s} while the hand held another. */
    Held landed(Square s) {
        return new Held(piece, from, at, s, beside);
    }

    /** This King set beside the board, to be put on his square once his Rook is moved. */
    Held besideTheBoard() {
        return new Held(piece, from, at, landedOn, true);
    }
}
