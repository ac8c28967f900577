package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * The player's hands at the board: the men held off the board, in the order they were lifted,
 * the squares where a man was put down with a hand still on it, and whether two men were held at
 * once during this move (7.5.4).
 */
record HeldMen(List<Held> held, List<Square> resting, boolean twoHands) {
    static final HeldMen FREE = new HeldMen(List.of(), List.of(), false);

    /** A man lifted from {@code from}. */
    record Held(Piece man, Square from) {
    }

    HeldMen {
        held = List.copyOf(held);
        resting = List.copyOf(resting);
    }

    boolean busy() {
        return !held.isEmpty() || !resting.isEmpty();
    }

    HeldMen lifted(Piece man, Square from) {
        List<Held> next = new ArrayList<>(held);
        next.add(new Held(man, from));
        return new HeldMen(next, resting, twoHands || !held.isEmpty() || !resting.isEmpty());
    }

    /** The man lifted first is put down on {@code on}, a hand still on it. */
    HeldMen placed(Square on) {
        List<Square> next = new ArrayList<>(resting);
        next.add(on);
        return new HeldMen(held.subList(1, held.size()), next, twoHands);
    }

    /** Every hand quits the men it rests on; whether two were used is kept until the move is judged. */
    HeldMen released() {
        return new HeldMen(held, List.of(), twoHands);
    }
}
