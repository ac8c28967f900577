package org.arbiter.law.household;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.Rulebook;
import org.arbiter.law.layered.LayeredRulebook;
import org.arbiter.law.layered.Laws;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * The household book's chess laws ix-xiv. This class only dispatches: each act goes to the law
 * that speaks to it, and every other act to the code beneath.
 */
public final class HouseholdChess implements Laws<HouseLaws> {
    public static final String CODE = "household-chess";

    private HouseholdChess() {
    }

    /** The laws on their own: an act they are silent on is recorded and decides nothing. */
    public static Rulebook alone() {
        return LayeredRulebook.alone(new HouseholdChess());
    }

    @Override
    public String code() {
        return CODE;
    }

    @Override
    public HouseLaws start(Header header) {
        return HouseLaws.START;
    }

    @Override
    public void hear(Session<HouseLaws> s) {
        if (s.action() instanceof Action.MoveMade) {
            move(s);
        } else if (!spoken(s)) {
            s.toBase();
        }
    }

    /** Whether a law speaks to the act, and has ruled it; an act no law speaks to goes to the code beneath. */
    private static boolean spoken(Session<HouseLaws> s) {
        Action a = s.action();
        if (a instanceof Action.Announce cry && cry.known().orElse(null) == Action.Words.CHECK) {
            return LawIxCheck.cried(s) || LawXFalseCheck.cried(s);
        } else if (a instanceof Action.Claim c && c.claim() == Action.ClaimKind.ILLEGAL_MOVE) {
            return LawIxCheck.pointedOut(s);
        } else if (a instanceof Action.Claim c && c.claim() == Action.ClaimKind.DRAW_ENDLESS_CHECKS) {
            LawXiiDrawnGames.claimPerpetualCheck(s);
            return true;
        } else if (a instanceof Action.Waive || a instanceof Action.Require) {
            return LawXFalseCheck.elect(s);
        } else if (a instanceof Action.Call call) {
            LawXiFiftyMoves.call(s, call);
            return true;
        } else if (a instanceof Action.Touch) {
            // xi's note counts the touch as a move; what a touch obliges is the supplement's to rule.
            LawXiFiftyMoves.touched(s);
            return false;
        } else if (a instanceof Action.Refer r) {
            LawXivDisputes.refer(s, r);
            return true;
        } else if (a instanceof Action.Decide d) {
            LawXivDisputes.decide(s, d);
            return true;
        }
        return false;
    }

    /** A move goes to the board, and then every law that looks at moves looks at it. */
    private static void move(Session<HouseLaws> s) {
        Position before = s.board();
        Color mover = before.sideToMove();
        if (!s.toBase()) {
            return;
        }
        LawXFalseCheck.moved(s, mover);
        LawIxCheck.moved(s, mover);
        LawXiiDrawnGames.moved(s, mover);
        LawXiiiPromotion.moved(s, before);
        LawXiFiftyMoves.moved(s, mover);
    }

    @Override
    public String lawText(String citation) {
        return LawTexts.of(citation);
    }
}
