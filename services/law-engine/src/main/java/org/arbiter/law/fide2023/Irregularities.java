package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;

/**
 * Article 7's and Appendix A's record of irregularities, as they change it.
 *
 * @param irregularity the irregularity under way or open to a claim, or null when there is none
 * @param illegalMoves how many illegal moves each side has been penalised for (7.5.5), White first
 * @param pressDue the player whose illegal move was ruled on before he pressed (as soon as it was
 *     made, no press having yet shown the game has a clock, or at his opponent's act), and who has
 *     handled no man since: his next press is the press that completes that move (7.5.1), not a
 *     press without a move (7.5.3); null when there is none
 */
record Irregularities(Irregularity irregularity, List<Integer> illegalMoves, Color pressDue) implements FidePart {
    static final Irregularities NONE = new Irregularities(null, List.of(0, 0), null);

    Irregularities {
        illegalMoves = List.copyOf(illegalMoves);
    }

    /** Article 7, 4.7: an irregularity made, under way or completed, awaiting a ruling or a claim. */
    Irregularities made(Irregularity i) {
        return new Irregularities(i, illegalMoves, pressDue);
    }

    /** The irregularity ruled on, claimed, or left to stand (7.5, A.4.2). */
    Irregularities ruled() {
        return made(null);
    }

    /** Without the irregularity {@code offender} began and has not completed: his move has replaced it. */
    Irregularities withoutUncompleted(Color offender) {
        boolean open = irregularity != null && irregularity.offender() == offender && !irregularity.completed();
        return open ? ruled() : this;
    }

    /** One more illegal move penalised against {@code offender}. */
    Irregularities counted(Color offender) {
        List<Integer> next = new ArrayList<>(illegalMoves);
        next.set(offender.ordinal(), next.get(offender.ordinal()) + 1);
        return new Irregularities(irregularity, next, pressDue);
    }

    /** 7.5.1: {@code player}'s next press is the completion of an illegal move already ruled on. */
    Irregularities pressOwedBy(Color player) {
        return new Irregularities(irregularity, illegalMoves, player);
    }

    /** 7.5.1: no press is owed any more: it was made, or its maker handled a man since. */
    Irregularities pressNoLongerOwed() {
        return pressOwedBy(null);
    }

    int of(Color player) {
        return illegalMoves.get(player.ordinal());
    }
}
