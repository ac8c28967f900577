package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * The hand at the board: {@code held} the man held off the board (null while none is),
 * {@code liftedFrom} where it was lifted, {@code placedOn} where it was put down with the hand
 * still on it, {@code resting} whether the hand still rests on it there (I.14.B(a)), and
 * {@code by} whose hand it is (null while free): a player may handle men in his opponent's turn
 * too (II.6(d)). {@code aside} is a Chess960 King quitted beside the board while his Rook is moved,
 * lifted from {@code asideFrom} (both null while none is; {@link Hands#release}).
 */
record HandState(Piece held, Square liftedFrom, Square placedOn, boolean resting, Color by, Piece aside,
                 Square asideFrom) {
    static final HandState FREE = new HandState(null, null, null, false, null, null, null);

    boolean holding() {
        return held != null;
    }

    /** Whether the hand holds a man or still rests on one: a whole move starts with the hand free. */
    boolean busy() {
        return held != null || resting;
    }

    /** Whether a King stands beside the board, to be put on his square: the castling is not yet complete. */
    boolean besideTheBoard() {
        return aside != null;
    }

    HandState lifted(Piece man, Square from, Color player) {
        return new HandState(man, from, null, false, player, aside, asideFrom);
    }

    HandState placed(Square on) {
        return new HandState(null, liftedFrom, on, true, by, aside, asideFrom);
    }

    /** The King in hand quitted beside the board; the hand is free. */
    HandState setAside() {
        return new HandState(null, null, null, false, by, held, liftedFrom);
    }

    /** The King beside the board put on {@code on}, the hand resting on him. */
    HandState asidePlaced(Square on) {
        return new HandState(null, asideFrom, on, true, by, null, null);
    }

    /** The hand quits the man it rests on; a King beside the board stays there. */
    HandState released() {
        return aside == null ? FREE : new HandState(null, null, null, false, by, aside, asideFrom);
    }
}
