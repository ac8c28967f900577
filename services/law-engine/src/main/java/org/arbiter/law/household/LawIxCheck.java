package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.layered.Session;

/**
 * Law ix: "If a player give a check without crying "check," the adversary need not take notice
 * of the check. But if two moves only are made before the discovery of the mistake, the pieces
 * may be replaced, and the game properly played."
 *
 * <p>The cry is an {@code announce} of {@code check} by the checker before the adversary's next
 * move; the discovery is the pointing out ({@code claim} {@code illegal-move}) by either player.
 */
final class LawIxCheck {
    static final String LAW = "ix";

    private LawIxCheck() {
    }

    /** The checker cries the check he has just given, before his adversary moves. */
    static boolean cried(Session<HouseLaws> s) {
        HouseLaws.Check c = s.laws().check();
        if (c == null || c.movesSince() > 0 || s.player().orElse(null) != c.checker()) {
            return false;
        }
        s.laws(s.laws().withCheck(null));
        s.notice(LAW, Optional.empty(), Session.name(c.checker()) + " cries check.");
        return true;
    }

    /**
     * After a move: an uncried check ignored by the adversary stands, and a new check awaits its
     * cry; while an uncried check is still open, the moves are counted against it instead.
     */
    static void moved(Session<HouseLaws> s, Color mover) {
        HouseLaws.Check c = s.laws().check();
        HouseLaws.Check next = null;
        boolean answered = c != null && mover != c.checker() && !leftInCheck(s.board(), mover);
        if (c != null && !answered) {
            next = new HouseLaws.Check(c.checker(), c.afterCheck(), c.movesSince() + 1);
            if (c.movesSince() == 0 && mover != c.checker() && leftInCheck(s.board(), mover)) {
                s.rule(LAW, Optional.of(c.checker()), Session.name(c.checker()) + " did not cry check, so " + Session.name(mover)
                        + " need not take notice of it: his move stands.");
            }
        }
        if (next == null && s.board().isCheck() && !s.ended()) {
            next = new HouseLaws.Check(mover, s.base(), 0);
        }
        s.laws(s.laws().withCheck(next));
    }

    /** The uncried check discovered: within two moves the men are replaced; after more, the moves stand. */
    static boolean pointedOut(Session<HouseLaws> s) {
        HouseLaws.Check c = s.laws().check();
        if (c == null || c.movesSince() == 0) {
            return false;
        }
        s.laws(s.laws().withCheck(null));
        if (c.movesSince() <= 2) {
            s.replace(c.afterCheck());
            s.rule(LAW, Optional.empty(), "The uncried check of " + Session.name(c.checker()) + " is discovered after "
                    + c.movesSince() + (c.movesSince() == 1 ? " move" : " moves") + " only: the men are replaced as the"
                    + " check left them, and the game is properly played.");
        } else {
            s.rule(LAW, Optional.empty(), "The uncried check of " + Session.name(c.checker()) + " is discovered after "
                    + c.movesSince() + " moves, more than two: the men are not replaced and the moves stand.");
        }
        return true;
    }

    private static boolean leftInCheck(Position after, Color mover) {
        return after.withSideToMove(mover).isCheck();
    }
}
