package org.arbiter.law.householddraughts;

import java.util.Optional;
import java.util.Set;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;

/**
 * Law vii: "It is compulsory upon the player to take all the pieces he can legally take by the
 * same series of moves. On making a King, however, the latter remains on his square till a move
 * has been made on the other side."
 *
 * <p>A series of captures stopped short stands on the board and opens the opponent's option of
 * law v against the man that stopped (huff it, or compel the series to be taken back and made in
 * full). A man crowned in the course of a capture remains on his square: the jumps made beyond it
 * do not stand, and the move ends where the man was crowned.
 */
final class LawViiCaptures {
    static final String LAW = "vii";

    private LawViiCaptures() {
    }

    static void stoppedShort(DraughtsHearing h, DraughtsPosition board, Side mover, Transfer t) {
        int stopped = t.path().get(t.path().size() - 1);
        LawVHuff.open(h, board, mover, t, Set.of(stopped), LAW);
        h.notice(LAW, DraughtsMen.name(mover) + " did not take all the pieces the series allowed: "
                + DraughtsMen.name(mover.opposite()) + " may huff the man on " + stopped + " and move, or compel him to take"
                + " them all.");
    }

    static void kingWaits(DraughtsHearing h, Transfer t) {
        int crowned = t.legal().orElseThrow().to();
        h.rule(LAW, Optional.of(h.player()), "The man was made a King on " + crowned + " and remains on his square"
                + " till a move has been made on the other side: " + t.legal().orElseThrow().notation()
                + " stands, the jumps beyond it do not.");
    }
}
