package org.arbiter.law.fide2023;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.arbiter.chess.Color;
import java.util.Objects;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The men, as Article 4 (moving them) and 7.4 (displacing them) change them.
 *
 * @param board the men as they stand, the side to move being the player who has the move
 * @param turnStart the position when the player on move got the move: the position 7.5.1 reinstates
 * @param hands what the hands hold (4.6, 4.7, 7.5.4)
 * @param moved whether the player whose clock runs has made his move and may now press (6.2)
 * @param displaced men knocked off their squares and not yet put back, with who displaced them (7.4)
 * @param promoted the piece that has touched the promotion square in the move underway, and the
 *     square, which fixes the choice of the promoted piece (4.4.4); null when none has
 */
record Chessmen(Position board, Position turnStart, HeldMen hands, boolean moved,
             Map<Square, FideGame.Displaced> displaced, Promoted promoted) implements FidePart {

    /** The piece first put on the promotion square {@code on} in this move. */
    record Promoted(Square on, Piece piece) {
    }

    Chessmen {
        Objects.requireNonNull(board, "board");
        displaced = Map.copyOf(displaced);
    }

    static Chessmen start(Position start) {
        return new Chessmen(start, start, HeldMen.FREE, false, Map.of(), null);
    }

    /** 4.6: a man transferred from {@code from} to {@code to}, standing there as {@code placed}; not yet judged. */
    Chessmen transferred(Square from, Square to, Piece placed) {
        return new Chessmen(FideMen.with(FideMen.without(board, from), to, placed), turnStart, hands, moved, displaced,
                promoted);
    }

    /** 4.3: {@code man} lifted from {@code from} into a hand. */
    Chessmen lifted(Square from, Piece man) {
        return new Chessmen(FideMen.without(board, from), turnStart, hands.lifted(man, from), moved, displaced, promoted);
    }

    /** 4.6: the next man in hand put on {@code on}, the hand still resting on it. */
    Chessmen placed(Square on) {
        return new Chessmen(FideMen.with(board, on, hands.next().man()), turnStart, hands.placed(on), moved, displaced,
                promoted);
    }

    /** 4.6: the hand quits the man it rests on. */
    Chessmen released() {
        return new Chessmen(board, turnStart, hands.released(), moved, displaced, promoted);
    }

    /** Guidelines II.3.2.5.1: the King in hand set down beside the board in a Chess960 castling. */
    Chessmen setAside() {
        return new Chessmen(board, turnStart, hands.setAside(), moved, displaced, promoted);
    }

    /** 4.6.2, 4.6.3: a man taken off the board, a captured man or a Pawn leaving the last rank. */
    Chessmen takenOff(Square square) {
        return new Chessmen(FideMen.without(board, square), turnStart, hands, moved, displaced, promoted);
    }

    /**
     * 4.6.3, 4.4.4: {@code piece} put on {@code on} in the Pawn's place, which fixes the choice; the
     * men in hand that {@code used} says went into it leave the hand.
     */
    Chessmen promotedOn(Square on, Piece piece, Predicate<HeldMen.Held> used) {
        return new Chessmen(FideMen.with(board, on, piece), turnStart, hands.withoutHeld(used), moved, displaced,
                new Promoted(on, piece));
    }

    /** The men put back as they stood at {@code position}, the turn and hands as they are (4.6, 7.5.2). */
    Chessmen standing(Position position) {
        return new Chessmen(position, turnStart, hands, moved, displaced, promoted);
    }

    /** 6.2: the move pressed for; the player who made it has no move left to press for. */
    Chessmen pressed() {
        return new Chessmen(board, turnStart, hands, false, displaced, promoted);
    }

    /** 6.2, 7.5.1: at a press no man is left in hand; the change so far is judged as it stands. */
    Chessmen handsFreed() {
        return new Chessmen(board, turnStart, HeldMen.FREE, moved, displaced, promoted);
    }

    /** A.4: a man moved again after the move stays as its mover left it, and the opponent moves from there. */
    Chessmen leftAsTheyStand() {
        return new Chessmen(board, board, HeldMen.FREE, moved, displaced, promoted);
    }

    /** 7.4.1: {@code man} knocked off {@code square}, its displacer to put it back. */
    Chessmen displaced(Square square, FideGame.Displaced man) {
        Map<Square, FideGame.Displaced> next = new HashMap<>(displaced);
        next.put(square, man);
        return new Chessmen(board, turnStart, hands, moved, next, promoted);
    }

    /** 7.4.1: the man displaced from {@code square} put back. */
    Chessmen putBack(Square square) {
        Map<Square, FideGame.Displaced> next = new HashMap<>(displaced);
        next.remove(square);
        return new Chessmen(board, turnStart, hands, moved, next, promoted);
    }

    /** 7.4.1: the arbiter puts back the men {@code displacer} displaced. */
    Chessmen putBackFor(Color displacer) {
        Map<Square, FideGame.Displaced> next = new HashMap<>(displaced);
        next.values().removeIf(d -> d.by() == displacer);
        return new Chessmen(board, turnStart, hands, moved, next, promoted);
    }

    /** A move made (4.6), legal or passed under A.4: the men stand as it left them, the hands are free, the mover may press. */
    Chessmen moveMade(Position after) {
        return new Chessmen(after, after, HeldMen.FREE, true, displaced, null);
    }

    /** The men put back as they stood at {@code before}, whose player has the move again and has not moved (4.8, 7.5.1). */
    Chessmen restored(Position before) {
        return new Chessmen(before, before, HeldMen.FREE, false, displaced, null);
    }

    /** 4.8: a move taken back on a sustained claim under Article 4; the hands stay as they are. */
    Chessmen takenBack(Position before) {
        return new Chessmen(before, before, hands, false, displaced, null);
    }
}
