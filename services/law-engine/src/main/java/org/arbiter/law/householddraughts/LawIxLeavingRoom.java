package org.arbiter.law.householddraughts;

import org.arbiter.draughts.Side;

/**
 * Law ix: "No player may leave the room without the consent of his adversary, or he forfeits the
 * game."
 *
 * <p>The arbiter records the leaving as an {@code offence} of {@code leave-room}; a leaving with
 * the adversary's consent is no offence and is not recorded.
 */
final class LawIxLeavingRoom {
    static final String LAW = "ix";

    private LawIxLeavingRoom() {
    }

    static void left(DraughtsHearing h) {
        Side offender = h.player();
        h.lose(offender, LAW, DraughtsMen.name(offender) + " left the room without the consent of his adversary: he forfeits"
                + " the game.");
    }
}
