package org.arbiter.law.householddraughts;

import java.util.Optional;
import org.arbiter.draughts.Side;
import org.arbiter.law.Result;

/**
 * Law ii: "The first move is taken by chance or agreement, and in all the subsequent games of the
 * same sitting, the first move is taken alternately. Black generally moves first."
 *
 * <p>The chance or agreement is the header's: its {@code start} names the side to move first
 * (Black from the initial position). A first move taken by the other side stands, with a notice;
 * a claim of {@code annulment} on the ground {@code wrong-first-player} then annuls the game, and
 * fails when the side agreed took the first move.
 */
final class LawIiFirstMove {
    static final String LAW = "ii";

    private LawIiFirstMove() {
    }

    static void tookFirstMove(Hearing h, Side mover) {
        h.notice(LAW, Men.name(mover) + " takes the first move, which the chance or agreement gave to "
                + Men.name(mover.opposite()) + "; the game may be annulled on a claim.");
    }

    static void claim(Hearing h) {
        DraughtsGame g = h.game;
        if (g.turns().isEmpty() || g.turns().get(0).mover() == g.agreedFirst()) {
            h.rule(LAW, Optional.empty(), "The claim fails: " + (g.turns().isEmpty() ? "no move has been made"
                    : Men.name(g.agreedFirst()) + " took the first move, as agreed") + ".");
            return;
        }
        h.end(Result.ANNULLED, LAW);
        h.rule(LAW, Optional.empty(), Men.name(g.turns().get(0).mover()) + " took the first move, which was "
                + Men.name(g.agreedFirst()) + "'s by chance or agreement: the game is annulled.");
    }
}
