package org.arbiter.law.fide2023;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * An irregularity of 7.5 not yet ruled on: what it was, who made it, the position immediately
 * before it, and the man it moved ({@code from}, {@code to}; null for a press without a move).
 * {@code completed} once the clock was pressed: under A.4 it then waits for a claim or for the
 * opponent's move, after which it stands.
 */
record Irregularity(Kind kind, Color offender, Position before, Square from, Square to, boolean completed) {

    /**
     * The four actions 7.5.1-7.5.4 penalise as an illegal move; {@code MOVED_AGAIN} is the illegal
     * move of 7.5.1 made after the player's own move was made (4.7) and before he pressed his clock.
     */
    enum Kind {
        ILLEGAL_MOVE("7.5.1"), PAWN_NOT_EXCHANGED("7.5.2"), PRESS_WITHOUT_MOVE("7.5.3"), TWO_HANDS("7.5.4"),
        MOVED_AGAIN("7.5.1");

        final String article;

        Kind(String article) {
            this.article = article;
        }
    }

    /**
     * The man and his squares as the record names an illegal transfer, after {@code lead}
     * ({@code ", Bf1-b6"}), so that a ruling names the move it takes back; empty without a transfer.
     */
    String moved(String lead) {
        if (from == null || to == null) {
            return "";
        }
        String man = before.pieceAt(from).map(p -> String.valueOf(p.fenChar()).toUpperCase(java.util.Locale.ROOT)).orElse("");
        return lead + man + from.algebraic() + "-" + to.algebraic();
    }

    Irregularity completedNow() {
        return new Irregularity(kind, offender, before, from, to, true);
    }
}
