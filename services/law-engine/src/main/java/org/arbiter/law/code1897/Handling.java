package org.arbiter.law.code1897;

import java.util.Map;
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
record Handling(HandState hand, Touches touches, Map<Square, Piece> offBoard, boolean rookFirstCastling) {
    Handling {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(touches, "touches");
        offBoard = Map.copyOf(offBoard);
    }

    static final Handling START = new Handling(HandState.FREE, Touches.NONE, Map.of(), false);

    Handling withHand(HandState hand) {
        return new Handling(hand, touches, offBoard, rookFirstCastling);
    }

    Handling withTouches(Touches touches) {
        return new Handling(hand, touches, offBoard, rookFirstCastling);
    }

    Handling withOffBoard(Map<Square, Piece> offBoard) {
        return new Handling(hand, touches, offBoard, rookFirstCastling);
    }

    Handling withRookFirstCastling(boolean rookFirstCastling) {
        return new Handling(hand, touches, offBoard, rookFirstCastling);
    }
}
