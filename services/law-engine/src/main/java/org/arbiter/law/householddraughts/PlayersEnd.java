package org.arbiter.law.householddraughts;

import org.arbiter.draughts.Side;
import org.arbiter.law.Result;

/**
 * A resignation, or a draw offered and accepted: the game ends as the players end it, as it does
 * under the chess codes of few laws (ADR 0024), for no law of the book is needed to let a player
 * give up or two players agree.
 */
final class PlayersEnd {
    static final String RESIGNATION = "resignation";
    static final String AGREEMENT = "agreement";

    private PlayersEnd() {
    }

    static void resigned(DraughtsHearing h) {
        Side player = h.player();
        h.lose(player, RESIGNATION, DraughtsMen.name(player) + " resigns: the game is won by "
                + DraughtsMen.name(player.opposite()) + ".");
    }

    /** The offer stands until the next move; it decides nothing yet. */
    static void offered(DraughtsHearing h) {
        h.game = h.game.drawOffered(h.player());
    }

    /** Whether a draw was agreed: an acceptance with no offer of the opponent standing is left to silence. */
    static boolean accepted(DraughtsHearing h) {
        Side player = h.player();
        if (!h.game.rights().offer().equals(java.util.Optional.of(player.opposite()))) {
            return false;
        }
        h.end(Result.DRAWN, AGREEMENT);
        h.rule(AGREEMENT, java.util.Optional.empty(), DraughtsMen.name(player) + " accepts the draw offered: the game is drawn.");
        return true;
    }
}
