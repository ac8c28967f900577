package org.arbiter.law.fide2023;

import java.util.List;
import org.arbiter.chess.Square;

/**
 * What Article 4's touch-move rule holds open, as Article 4 changes it.
 *
 * @param touched the men the player on move has deliberately touched in this turn, in order (4.3)
 * @param breach the last move's breach of Article 4 still open to a claim, or null when there is none
 */
record TouchMove(List<Square> touched, Breach breach) {
    static final TouchMove NONE = new TouchMove(List.of(), null);

    TouchMove {
        touched = List.copyOf(touched);
    }

    TouchMove withTouched(List<Square> t) {
        return new TouchMove(t, breach);
    }

    TouchMove withBreach(Breach b) {
        return new TouchMove(touched, b);
    }
}
