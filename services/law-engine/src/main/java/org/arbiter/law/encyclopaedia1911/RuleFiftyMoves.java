package org.arbiter.law.encyclopaedia1911;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.layered.CallCount;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * The article's rule {@code fifty-moves}: "If a player is called upon to mate under the
 * fifty-move rule, "fifty moves" means fifty moves and the forty-nine replies to them."
 *
 * <p>The call is a {@code call} of {@code fifty-moves} by the defending player; the game is
 * drawn when his opponent has made fifty moves since it, and he forty-nine replies, without mate.
 */
final class RuleFiftyMoves {
    static final String LAW = "fifty-moves";
    private static final int MOVES = 50;

    private RuleFiftyMoves() {
    }

    static void call(Session<ArticleLaws> s, Action.Call call) {
        Color caller = s.player().orElseThrow();
        if (call.what() != Action.CallKind.FIFTY_MOVES) {
            s.rule(LAW, Optional.empty(), "The call fails: in chess the call is to mate under the fifty-move rule.");
            return;
        }
        if (s.laws().call() == null) {
            s.laws(s.laws().withCall(CallCount.called(caller, false)));
            s.notice(LAW, Optional.of(caller.opposite()), Session.name(caller) + " calls on " + Session.name(caller.opposite())
                    + " to mate in fifty moves and the forty-nine replies to them.");
        }
    }

    static void moved(Session<ArticleLaws> s, Color mover) {
        CallCount c = s.laws().call();
        if (c == null) {
            return;
        }
        c = c.after(mover);
        s.laws(s.laws().withCall(c));
        if (c.reached(MOVES, MOVES - 1) && !s.ended()) {
            s.end(Result.DRAWN, LAW);
            s.rule(LAW, Optional.empty(), Session.name(c.caller().opposite()) + " has made fifty moves, and "
                    + Session.name(c.caller()) + " forty-nine replies, since the call without mate: the game is drawn.");
        }
    }
}
