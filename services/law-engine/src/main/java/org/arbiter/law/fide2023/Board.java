package org.arbiter.law.fide2023;

import java.util.Map;
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
record Board(Position board, Position turnStart, HeldMen hands, boolean moved,
             Map<Square, FideGame.Displaced> displaced, Promoted promoted) {

    /** The piece first put on the promotion square {@code on} in this move. */
    record Promoted(Square on, Piece piece) {
    }

    Board {
        Objects.requireNonNull(board, "board");
        displaced = Map.copyOf(displaced);
    }

    static Board start(Position start) {
        return new Board(start, start, HeldMen.FREE, false, Map.of(), null);
    }

    Board withBoard(Position p) {
        return new Board(p, turnStart, hands, moved, displaced, promoted);
    }

    Board withTurnStart(Position p) {
        return new Board(board, p, hands, moved, displaced, promoted);
    }

    Board withHands(HeldMen h) {
        return new Board(board, turnStart, h, moved, displaced, promoted);
    }

    Board withMoved(boolean m) {
        return new Board(board, turnStart, hands, m, displaced, promoted);
    }

    Board withDisplaced(Map<Square, FideGame.Displaced> d) {
        return new Board(board, turnStart, hands, moved, d, promoted);
    }

    Board withPromoted(Promoted p) {
        return new Board(board, turnStart, hands, moved, displaced, p);
    }

    /** A move made (4.6), legal or passed under A.4: the men stand as it left them, the hands are free, the mover may press. */
    Board moveMade(Position after) {
        return new Board(after, after, HeldMen.FREE, true, displaced, null);
    }

    /** The men put back as they stood at {@code before}, whose player has the move again and has not moved (4.8, 7.5.1). */
    Board restored(Position before) {
        return new Board(before, before, HeldMen.FREE, false, displaced, null);
    }
}
