package org.arbiter.law.householddraughts;

import java.util.Optional;
import org.arbiter.draughts.Side;

/**
 * Law iii: "Any action which prevents your adversary from having a full view of the board is not
 * allowed, and if persisted in, loses the game to the offending player."
 *
 * <p>The action is an {@code offence} of {@code obstruct-view} recorded by the arbiter: the first
 * is ruled not allowed, and a second by the same player is the action persisted in.
 */
final class LawIiiObstruction {
    static final String LAW = "iii";

    private LawIiiObstruction() {
    }

    static void obstructs(DraughtsHearing h) {
        Side offender = h.player();
        if (h.game.rights().warned().contains(offender)) {
            h.lose(offender, LAW, DraughtsMen.name(offender) + " persists in preventing his adversary from having a full view"
                    + " of the board: he loses the game.");
            return;
        }
        h.game = h.game.warned(offender);
        h.rule(LAW, Optional.of(offender), DraughtsMen.name(offender) + " prevents his adversary from having a full view of"
                + " the board: it is not allowed, and if persisted in loses him the game.");
    }
}
