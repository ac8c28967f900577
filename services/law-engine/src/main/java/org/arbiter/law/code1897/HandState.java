package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * The hand at the board: {@code held} the man held off the board (null while none is),
 * {@code liftedFrom} where it was lifted, {@code placedOn} where it was put down with the hand
 * still on it, {@code resting} whether the hand still rests on it there (I.14.B(a)), and
 * {@code by} whose hand it is (null while free): a player may handle men in his opponent's turn
 * too (II.6(d)).
 */
record HandState(Piece held, Square liftedFrom, Square placedOn, boolean resting, Color by) {
    static final HandState FREE = new HandState(null, null, null, false, null);

    boolean holding() {
        return held != null;
    }

    /** Whether the hand holds a man or still rests on one: a whole move starts with the hand free. */
    boolean busy() {
        return held != null || resting;
    }

    HandState lifted(Piece man, Square from, Color player) {
        return new HandState(man, from, null, false, player);
    }

    HandState placed(Square on) {
        return new HandState(null, liftedFrom, on, true, by);
    }
}
