package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Square;

/**
 * What Article 4's touch-move rule holds open, as Article 4 changes it.
 *
 * @param touched the men the player on move has deliberately touched in this turn, in order (4.3)
 * @param breach the last move's breach of Article 4 still open to a claim, or null when there is none
 */
record TouchMove(List<Square> touched, Breach breach) implements FidePart {
    static final TouchMove NONE = new TouchMove(List.of(), null);

    TouchMove {
        touched = List.copyOf(touched);
    }

    /** 4.3: a move made; the touches start afresh, and the move's breach of Article 4, if any, is open to a claim. */
    static TouchMove afterMove(Breach breach) {
        return new TouchMove(List.of(), breach);
    }

    /** 4.3: the man on {@code square} deliberately touched by the player having the move; a man touched twice counts once. */
    TouchMove touched(Square square) {
        if (touched.contains(square)) {
            return this;
        }
        List<Square> next = new ArrayList<>(touched);
        next.add(square);
        return new TouchMove(next, breach);
    }

    /** 4.8: the claimant touched a man himself after the move, and lost the right to claim its breach. */
    TouchMove rightToClaimLost() {
        return new TouchMove(touched, breach.withStatus(Breach.Status.RIGHT_LOST));
    }

    /** 7.5.1, A.4: the position reinstated or passed, the men of {@code touched} counting as touched in it. */
    TouchMove counting(List<Square> touched) {
        return new TouchMove(touched, breach);
    }
}
