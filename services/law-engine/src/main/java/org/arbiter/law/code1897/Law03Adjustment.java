package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/** Part II, Law 3: adjustment. */
final class Law03Adjustment {
    private Law03Adjustment() {
    }

    /**
     * II.3: "A player, in his own turn to play, may adjust any man, provided that, immediately
     * before touching it for adjustment, he gives notice of his intention to adjust that man." The
     * {@code adjust} act carries the notice. In the opponent's turn adjustment is not allowed, so
     * the touch counts as one in the opponent's turn (II.5(e)).
     */
    static Heard<Code1897Part> adjust(Code1897Hearing c, Action.Adjust a) {
        Color p = c.player();
        if (c.game().board().pieceAt(a.square()).isEmpty()) {
            throw Code1897Hearing.reject("no man stands on " + a.square() + " to be adjusted");
        }
        if (p != c.game().turn()) {
            return Code1897Part.NOTHING.notice("II.3", p, Code1897Hearing.name(p) + " adjusted the man on " + a.square()
                    + " in his opponent's turn; adjustment is"
                    + " allowed only in one's own turn, so it counts as a touch (II.5(e)).")
                    .then(Law05Touching.touch(c, p, a.square()));
        }
        return Code1897Part.NOTHING;
    }
}
