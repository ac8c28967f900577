package org.arbiter.law.code1897;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.arbiter.chess.Color;
import java.util.Objects;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * What the players' hands have done to the men in the turn, as I.14, II.3 and II.5 change it.
 *
 * @param hand what the hand holds or rests on (I.14)
 * @param touches the men touched in this turn and in the opponent's (II.5)
 * @param offBoard men knocked off the board by accident, by the square they stood on (II.3, II.5(g))
 * @param rookFirstCastling a castling made Rook first and then King, which the opponent may still undo (II.5(f))
 */
record Handling(HandState hand, Touches touches, Map<Square, Piece> offBoard, boolean rookFirstCastling)
        implements Code1897Part {
    Handling {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(touches, "touches");
        offBoard = Map.copyOf(offBoard);
    }

    static final Handling START = new Handling(HandState.FREE, Touches.NONE, Map.of(), false);

    /** II.5: the mover touched the man on {@code square} in his own turn. */
    Handling touched(Square square) {
        return new Handling(hand, touches.touchedByMover(square), offBoard, rookFirstCastling);
    }

    /** II.5(e): a man touched in the opponent's turn. */
    Handling touchedOutOfTurn(Square square) {
        return new Handling(hand, touches.touchedOutOfTurn(square), offBoard, rookFirstCastling);
    }

    /** II.5(c): the touched men were found immovable and ruled on, which is said once a turn. */
    Handling immovableRuled() {
        return new Handling(hand, touches.withImmovableRuled(), offBoard, rookFirstCastling);
    }

    /** I.14: a man in hand, lifted from {@code from} by {@code player}. */
    Handling lifted(Piece man, Square from, Color player) {
        return new Handling(hand.lifted(man, from, player), touches, offBoard, rookFirstCastling);
    }

    /** I.14.B(a): the man in hand set on {@code on}, the hand still resting on it. */
    Handling placed(Square on) {
        return new Handling(hand.placed(on), touches, offBoard, rookFirstCastling);
    }

    /** I.14.B(a): the hand quits the man, or is made to put it back (II.5(a)). */
    Handling released() {
        return new Handling(hand.released(), touches, offBoard, rookFirstCastling);
    }

    /** I.14.B(c): a Chess960 King quitted beside the board while his Rook is moved ({@link Hands#release}). */
    Handling setAside() {
        return new Handling(hand.setAside(), touches, offBoard, rookFirstCastling);
    }

    /** The King beside the board put on {@code on}, the hand resting on him. */
    Handling asidePlaced(Square on) {
        return new Handling(hand.asidePlaced(on), touches, offBoard, rookFirstCastling);
    }

    /** II.5 (bracketed note): a man knocked from {@code square} onto {@code onto}, neither counting as touched. */
    Handling knockedOnto(Square square, Square onto) {
        return new Handling(hand, touches.displacedOn(onto).displacedOn(square), offBoard, rookFirstCastling);
    }

    /** II.5(g): a man knocked from {@code square} off the board, to be replaced there. */
    Handling knockedOff(Square square, Piece man) {
        Map<Square, Piece> off = new HashMap<>(offBoard);
        off.put(square, man);
        return new Handling(hand, touches.displacedOn(square), off, rookFirstCastling);
    }

    /** II.5(g): the man knocked off from {@code square} replaced on it. */
    Handling replaced(Square square) {
        Map<Square, Piece> rest = new HashMap<>(offBoard);
        rest.remove(square);
        return new Handling(hand, touches, rest, rookFirstCastling);
    }

    /**
     * A move completed: the opponent's turn commences with the men he touched in this one that are
     * still on the board ({@code carried}, II.5(e)), and a Rook-first castling is no longer open (II.5(f)).
     */
    Handling turnCommenced(Set<Square> carried) {
        return new Handling(hand, Touches.atCommencement(carried), offBoard, false);
    }

    /** IV.4: the turn of several moves goes on, the opponent's touches still carried. */
    Handling oddsTurnGoesOn(Set<Square> carried) {
        return new Handling(hand, Touches.continuing(carried), offBoard, rookFirstCastling);
    }

    /** II.6(e): the illegal move left uncorrected ended the offender's turn, and his touches with it. */
    Handling moverTouchesEnded() {
        return new Handling(hand, touches.withNoneByMover(), offBoard, rookFirstCastling);
    }

    /** II.5(f): a castling begun with the Rook, completed by the King, that the opponent may still undo. */
    Handling castledRookFirst() {
        return new Handling(hand, touches, offBoard, true);
    }

    /**
     * II.5(f): a castling begun with the Rook is no longer open to the requirement, a man having
     * been touched or the move with the Rook treated as a complete move.
     */
    Handling rookFirstCastlingClosed() {
        return new Handling(hand, touches, offBoard, false);
    }

    /** Penalty A and II.6(e): the commencement of a turn restored, no man touched or in hand. */
    Handling restored() {
        return new Handling(HandState.FREE, Touches.NONE, offBoard, rookFirstCastling);
    }
}
