package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.layered.CallCount;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * Law xi: "If, at the end of a game, the players remain, one with a superior to an inferior
 * force, or even if they have equal forces, the defending player may call upon his adversary to
 * mate in fifty moves on each side, or draw the game."
 *
 * <p>The note: "If one player persist in giving perpetual check, or repeating the same move, his
 * opponent may count the moves for the draw; in which case touching a piece if [is] reckoned a move."
 * A call made while the caller's King is in check is read as that count, so a touch counts.
 */
final class LawXiFiftyMoves {
    static final String LAW = "xi";
    private static final int MOVES = 50;

    private LawXiFiftyMoves() {
    }

    static void call(Session<HouseLaws> s, Action.Call call) {
        Color caller = s.player().orElseThrow();
        if (call.what() != Action.CallKind.FIFTY_MOVES) {
            s.rule(LAW, Optional.empty(), "The call fails: in chess the call is to mate in fifty moves on each side;"
                    + " the twenty-move call is a law of draughts.");
            return;
        }
        if (s.laws().call() != null) {
            s.notice(LAW, Optional.empty(), "The moves are already being counted since the earlier call.");
            return;
        }
        boolean againstChecks = s.board().isCheck() && s.board().sideToMove() == caller;
        s.laws(s.laws().withCall(CallCount.called(caller, againstChecks)));
        s.notice(LAW, Optional.of(caller.opposite()), Session.name(caller) + " calls on " + Session.name(caller.opposite())
                + " to mate in fifty moves on each side, or the game is drawn"
                + (againstChecks ? "; against the checks, touching a piece is reckoned a move." : "."));
    }

    /**
     * A claim of a draw by fifty moves or by a move repeated: xi draws the game by fifty moves on
     * each side only when they are counted from the defending player's call, and its note meets a
     * move repeated with the same count, so the claim fails; the supplement's own law on such
     * claims (the 1897 Code's II.8(b), II.8(c)) does not hear it, since xi is not silent on them.
     */
    static void claim(Session<HouseLaws> s, Action.Claim claim) {
        CallCount c = s.laws().call();
        String matter = claim.claim() == Action.ClaimKind.DRAW_REPETITION
                ? "against a move repeated, the opponent may count the moves for the draw (xi's note)"
                : "the fifty moves on each side are counted from the defending player's call";
        String count = c == null ? "no call has been made"
                : "since " + Session.name(c.caller()) + "'s call " + Session.name(c.caller().opposite()) + " has made "
                        + c.byOpponent() + " and " + Session.name(c.caller()) + " " + c.byCaller() + " of them";
        s.rule(LAW, s.player(), "The claim fails: " + matter + ", and " + count + "; the game is drawn when fifty"
                + " moves on each side have been made since the call without mate.");
    }

    /** A touch, reckoned a move when the count is against perpetual check. */
    static void touched(Session<HouseLaws> s) {
        CallCount c = s.laws().call();
        if (c != null && c.touchesCount() && s.player().isPresent()) {
            count(s, s.player().get());
        }
    }

    static void moved(Session<HouseLaws> s, Color mover) {
        if (s.laws().call() != null) {
            count(s, mover);
        }
    }

    private static void count(Session<HouseLaws> s, Color mover) {
        CallCount c = s.laws().call().after(mover);
        s.laws(s.laws().withCall(c));
        if (c.reached(MOVES, MOVES) && !s.ended()) {
            s.end(Result.DRAWN, LAW);
            s.rule(LAW, Optional.empty(), Session.name(c.caller().opposite()) + " has not mated in fifty moves on each side"
                    + " since " + Session.name(c.caller()) + "'s call: the game is drawn.");
        }
    }
}
