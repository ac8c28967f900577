package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * The player's hands at the board: the men held off the board, in the order they were lifted,
 * the squares where a man was put down with a hand still on it, whether two men were held at
 * once during this move (7.5.4), and the men set down beside the board, out of every hand, to be
 * put on their squares later in the move (a Chess960 King while his Rook is moved, Guidelines
 * II.3.2.5.1).
 */
record HeldMen(List<Held> held, List<Square> resting, boolean twoHands, List<Held> aside) {
    static final HeldMen FREE = new HeldMen(List.of(), List.of(), false, List.of());

    /** A man lifted from {@code from}. */
    record Held(Piece man, Square from) {
    }

    HeldMen {
        held = List.copyOf(held);
        resting = List.copyOf(resting);
        aside = List.copyOf(aside);
    }

    /** Whether a man is in hand, under a hand, or beside the board: the move is not yet whole. */
    boolean busy() {
        return !held.isEmpty() || !resting.isEmpty() || !aside.isEmpty();
    }

    /**
     * A man lifted from {@code from}. Lifting the man a hand rests on is that same hand taking it up
     * again, not a second hand (7.5.4); lifting while another man is held or under a hand is.
     */
    HeldMen lifted(Piece man, Square from) {
        List<Held> next = new ArrayList<>(held);
        next.add(new Held(man, from));
        List<Square> rest = new ArrayList<>(resting);
        rest.remove(from);
        return new HeldMen(next, rest, twoHands || !held.isEmpty() || !rest.isEmpty(), aside);
    }

    /** The hands without the men held that {@code gone} names: a man no longer in hand. */
    HeldMen withoutHeld(Predicate<Held> gone) {
        List<Held> next = new ArrayList<>(held);
        next.removeIf(gone);
        return new HeldMen(next, resting, twoHands, aside);
    }

    /** The man lifted first (or, with none in hand, the man set beside the board) is put down on {@code on}, a hand still on it. */
    HeldMen placed(Square on) {
        List<Square> next = new ArrayList<>(resting);
        next.add(on);
        if (held.isEmpty()) {
            return new HeldMen(held, next, twoHands, aside.subList(1, aside.size()));
        }
        return new HeldMen(held.subList(1, held.size()), next, twoHands, aside);
    }

    /** The man that a {@code place} puts down: the first held, else the first set beside the board. */
    Held next() {
        return held.isEmpty() ? aside.get(0) : held.get(0);
    }

    /** Every hand quits the men it rests on; whether two were used is kept until the move is judged. */
    HeldMen released() {
        return new HeldMen(held, List.of(), twoHands, aside);
    }

    /** The men in hand are set down beside the board, out of every hand. */
    HeldMen setAside() {
        List<Held> next = new ArrayList<>(aside);
        next.addAll(held);
        return new HeldMen(List.of(), resting, twoHands, next);
    }
}
