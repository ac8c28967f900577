package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Color;
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

    /** The switch names every act, so a new one cannot be forgotten; what no law speaks to goes beneath. */
    @Override
    public void hear(Session<HouseLaws> s) {
        boolean ruled = switch (s.action()) {
            case Action.MoveMade m -> ruled(() -> move(s));
            case Action.Announce cry when cry.known().orElse(null) == Action.Words.CHECK ->
                    LawIxCheck.cried(s) || LawXFalseCheck.cried(s);
            case Action.Claim c when c.claim() == Action.ClaimKind.ILLEGAL_MOVE -> LawIxCheck.pointedOut(s);
            case Action.Claim c when c.claim() == Action.ClaimKind.DRAW_ENDLESS_CHECKS ->
                    ruled(() -> LawXiiDrawnGames.claimPerpetualCheck(s));
            case Action.Claim c when c.claim() == Action.ClaimKind.DRAW_FIFTY_MOVES
                    || c.claim() == Action.ClaimKind.DRAW_REPETITION -> ruled(() -> LawXiFiftyMoves.claim(s, c));
            case Action.Waive w -> LawXFalseCheck.elect(s);
            case Action.Require r -> LawXFalseCheck.elect(s);
            case Action.Call call -> ruled(() -> LawXiFiftyMoves.call(s, call));
            case Action.Touch t -> {
                // xi's note counts the touch as a move; what a touch obliges is the supplement's to rule.
                LawXiFiftyMoves.touched(s);
                yield false;
            }
            case Action.Refer r -> ruled(() -> LawXivDisputes.refer(s, r));
            case Action.Decide d -> ruled(() -> LawXivDisputes.decide(s, d));
            case Action.Announce x -> false;
            case Action.Claim x -> false;
            case Action.Adjust x -> false;
            // A hand act that completes a move is a move: the laws that look at moves look at it.
            case Action.Lift x -> ruled(() -> move(s));
            case Action.Place x -> ruled(() -> move(s));
            case Action.Release x -> ruled(() -> move(s));
            case Action.Remove x -> ruled(() -> move(s));
            case Action.Promote x -> ruled(() -> move(s));
            case Action.Displace x -> false;
            case Action.Exact x -> false;
            case Action.Refuse x -> false;
            case Action.Offence x -> false;
            case Action.OfferDraw x -> false;
            case Action.AcceptDraw x -> false;
            case Action.Resign x -> false;
            case Action.Seal x -> false;
            case Action.Adjourn x -> false;
            case Action.Resume x -> false;
            case Action.Communicate x -> false;
            case Action.Adopt x -> false;
            case Action.CloseOfPlay x -> false;
            case Action.CorrectTime x -> false;
            case Action.Press x -> false;
            case Action.ClockShows x -> false;
            case Action.Flag x -> false;
            case Action.Huff x -> false;
            case Action.Compel x -> false;
            case Action.DraughtsOffence x -> false;
            case Action.Appeal x -> false;
            case Action.DecideAppeal x -> false;
        };
        if (!ruled) {
            s.toBase();
        }
    }

    /** Runs a law that speaks to the act; it has ruled. */
    private static boolean ruled(Runnable law) {
        law.run();
        return true;
    }

    /** A move goes to the board, and then every law that looks at moves looks at it. */
    private static void move(Session<HouseLaws> s) {
        Color mover = s.board().sideToMove();
        Optional<Action.MoveMade> standing = LawIxCheck.notNoticing(s);
        if (!(standing.isPresent() ? s.toBaseExcused(standing.get()) : s.toBase())) {
            return;
        }
        LawXFalseCheck.moved(s, mover);
        LawIxCheck.moved(s, mover);
        LawXiiDrawnGames.moved(s, mover);
        LawXiiiPromotion.moved(s);
        LawXiFiftyMoves.moved(s, mover);
    }

    @Override
    public String lawText(String citation) {
        return HouseholdTexts.of(citation);
    }
}
