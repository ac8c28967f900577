package org.arbiter.law.encyclopaedia1911;

import org.arbiter.chess.Color;
import org.arbiter.law.Rulebook;
import org.arbiter.law.layered.LayeredRulebook;
import org.arbiter.law.layered.Laws;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * The rules of the 1911 article. This class only dispatches: each act goes to the rule that
 * speaks to it, and every other act to the code beneath.
 */
public final class Encyclopaedia1911 implements Laws<ArticleLaws> {
    public static final String CODE = "encyclopaedia-1911";

    private Encyclopaedia1911() {
    }

    /** The rules on their own: an act they are silent on is recorded and decides nothing. */
    public static Rulebook alone() {
        return LayeredRulebook.alone(new Encyclopaedia1911());
    }

    @Override
    public String code() {
        return CODE;
    }

    @Override
    public ArticleLaws start(Header header) {
        return ArticleLaws.START;
    }

    @Override
    public void hear(Session<ArticleLaws> s) {
        Action a = s.action();
        if (a instanceof Action.MoveMade m) {
            move(s, m);
        } else if (a instanceof Action.Announce say && say.known().orElse(null) == Action.Words.J_ADOUBE) {
            RuleTouch.adjoube(s);
        } else if (a instanceof Action.Touch t && RuleTouch.onTurn(s)) {
            RuleTouch.touch(s, t.square());
        } else if (a instanceof Action.Adjust x && RuleTouch.onTurn(s)) {
            RuleTouch.adjusted(s, x.square());
        } else if (a instanceof Action.Lift l) {
            RuleCompletion.lift(s, l.square());
        } else if (a instanceof Action.Place p) {
            RuleCompletion.place(s, p.square());
        } else if (a instanceof Action.Release) {
            RuleCompletion.release(s);
        } else if (a instanceof Action.Promote p) {
            RulePromotion.exchange(s, p);
        } else if (a instanceof Action.Call c) {
            RuleFiftyMoves.call(s, c);
        } else {
            s.toBase();
        }
    }

    /**
     * A whole move: the touch it must honour, the exchange it must include, then the board, then
     * the count; true when it was made.
     */
    static boolean move(Session<ArticleLaws> s, Action.MoveMade m) {
        if (!RuleTouch.honoured(s, m) || RulePromotion.unexchanged(s, m)) {
            return false;
        }
        Color mover = s.board().sideToMove();
        if (!s.toBase(m)) {
            return false;
        }
        s.laws(s.laws().withObligation(null).withAdjusting(null));
        RuleFiftyMoves.moved(s, mover);
        return true;
    }

    @Override
    public String lawText(String citation) {
        return ArticleTexts.of(citation);
    }
}
