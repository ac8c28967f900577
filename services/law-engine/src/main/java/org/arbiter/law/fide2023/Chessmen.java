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
record Chessmen(Position board, Position turnStart, HeldMen hands, boolean moved,
             Map<Square, FideGame.Displaced> displaced, Promoted promoted) {

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

    Chessmen withBoard(Position p) {
        return new Chessmen(p, turnStart, hands, moved, displaced, promoted);
    }

    Chessmen withTurnStart(Position p) {
        return new Chessmen(board, p, hands, moved, displaced, promoted);
    }

    Chessmen withHands(HeldMen h) {
        return new Chessmen(board, turnStart, h, moved, displaced, promoted);
    }

    Chessmen withMoved(boolean m) {
        return new Chessmen(board, turnStart, hands, m, displaced, promoted);
    }

    Chessmen withDisplaced(Map<Square, FideGame.Displaced> d) {
        return new Chessmen(board, turnStart, hands, moved, d, promoted);
    }

    Chessmen withPromoted(Promoted p) {
        return new Chessmen(board, turnStart, hands, moved, displaced, p);
    }

    /** A move made (4.6), legal or passed under A.4: the men stand as it left them, the hands are free, the mover may press. */
    Chessmen moveMade(Position after) {
        return new Chessmen(after, after, HeldMen.FREE, true, displaced, null);
    }

    /** The men put back as they stood at {@code before}, whose player has the move again and has not moved (4.8, 7.5.1). */
    Chessmen restored(Position before) {
        return new Chessmen(before, before, HeldMen.FREE, false, displaced, null);
    }
}
