package org.arbiter.law.householddraughts;

import org.arbiter.draughts.Side;

/**
 * Law ii: "The first move is taken by chance or agreement, and in all the subsequent games of the
 * same sitting, the first move is taken alternately. Black generally moves first."
 *
 * <p>The chance or agreement is the header's: its {@code start} names the side to move first
 * (Black from the initial position, as generally, when nothing else is given). A first move taken
 * by the other side is taken out of turn, a false move that law x rules: it stands with a notice
 * until discovered, and is then remedied. The law gives no annulment: a claim of {@code annulment}
 * on the ground {@code wrong-first-player} is recorded with a notice that says so, and decides nothing.
 */
final class LawIiFirstMove {
    static final String LAW = "ii";

    private LawIiFirstMove() {
    }

    /** Whether {@code mover} takes the first move that chance or agreement gave the other side. */
    static boolean takenOutOfTurn(DraughtsHearing h, Side mover) {
        if (!h.game.turns().isEmpty() || mover == h.game.board().sideToMove()) {
            return false;
        }
        h.notice(LAW, DraughtsMen.name(mover) + " takes the first move, which the chance or agreement gave to "
                + DraughtsMen.name(mover.opposite()) + ": it is a false move (x).");
        return true;
    }

    static void claim(DraughtsHearing h) {
        h.notice(LAW, "Law ii gives the first move by chance or agreement but no annulment: a first move taken out"
                + " of turn is a false move, remedied under law x when it is discovered (a claim of 'illegal-move');"
                + " this claim decides nothing.");
    }
}
