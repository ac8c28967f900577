package org.arbiter.law.fide2023;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * A move made after men were touched, open to the opponent's claim under Article 4: the
 * offender, the article and why it was broken (or, for {@link Status#EXCUSED}, why 4.5 frees the
 * move), the position before the move and the men touched before it, so that a sustained claim
 * puts both back.
 */
record Breach(Color offender, String article, String why, Position before, List<Square> touched, Status status) {

    /** Whether the claim still lies: open, excused by 4.5, or lost by the claimant's own touch (4.8). */
    enum Status { OPEN, EXCUSED, RIGHT_LOST }

    Breach {
        touched = List.copyOf(touched);
    }

    Breach withStatus(Status next) {
        return new Breach(offender, article, why, before, touched, next);
    }
}
