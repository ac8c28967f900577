package org.arbiter.law.encyclopaedia1911;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.Rulebook;
import org.arbiter.law.layered.CastlingRook;
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

    /** The switch names every act, so a new one cannot be forgotten; what no rule speaks to goes beneath. */
    @Override
    public void hear(Session<ArticleLaws> s) {
        switch (s.action()) {
            case Action.MoveMade m -> move(s, m);
            case Action.Announce say when say.known().orElse(null) == Action.Words.J_ADOUBE -> RuleTouch.adjoube(s);
            case Action.Touch t when RuleTouch.onTurn(s) -> RuleTouch.touch(s, t.square());
            case Action.Adjust x when RuleTouch.onTurn(s) -> RuleTouch.adjusted(s, x.square());
            case Action.Lift l -> RuleCompletion.lift(s, l.square());
            case Action.Place p -> RuleCompletion.place(s, p.square());
            case Action.Release r -> RuleCompletion.release(s);
            case Action.Promote p -> RulePromotion.exchange(s, p);
            case Action.Call c -> RuleFiftyMoves.call(s, c);
            case Action.Announce x -> s.toBase();
            case Action.Touch x -> s.toBase();
            case Action.Adjust x -> s.toBase();
            case Action.Remove r -> RuleCompletion.remove(s, r.square());
            case Action.Displace x -> s.toBase();
            case Action.Claim x -> s.toBase();
            case Action.Exact x -> s.toBase();
            case Action.Waive x -> s.toBase();
            case Action.Require x -> s.toBase();
            case Action.Refuse x -> s.toBase();
            case Action.Offence x -> s.toBase();
            case Action.OfferDraw x -> s.toBase();
            case Action.AcceptDraw x -> s.toBase();
            case Action.Resign x -> s.toBase();
            case Action.Seal x -> s.toBase();
            case Action.Adjourn x -> s.toBase();
            case Action.Resume x -> s.toBase();
            case Action.Communicate x -> s.toBase();
            case Action.Adopt x -> s.toBase();
            case Action.CloseOfPlay x -> s.toBase();
            case Action.CorrectTime x -> s.toBase();
            case Action.Press x -> s.toBase();
            case Action.ClockShows x -> s.toBase();
            case Action.Flag x -> s.toBase();
            case Action.Refer x -> s.toBase();
            case Action.Decide x -> s.toBase();
            case Action.Huff x -> s.toBase();
            case Action.Compel x -> s.toBase();
            case Action.DraughtsOffence x -> s.toBase();
            case Action.Appeal x -> s.toBase();
            case Action.DecideAppeal x -> s.toBase();
        }
    }

    /**
     * A whole move: the touch it must honour, the exchange it must include, then the board, then
     * the count; true when it was made.
     */
    static boolean move(Session<ArticleLaws> s, Action.MoveMade m) {
        CastlingRook rook = s.laws().rook();
        if (rook != null && s.player().orElse(null) == rook.player() && m.from().orElse(null) == rook.from()
                && m.to().orElse(null) == rook.to() && m.notation().isEmpty()) {
            // the board castled when the King was let go: this is its Rook carried, as a board writes it when it saw only the result
            s.laws(s.laws().withRook(null));
            s.notice(RuleCompletion.LAW, Optional.empty(), Session.name(rook.player()) + " puts the Rook on " + rook.to()
                    + ": the castling is completed.");
            return true;
        }
        if (!RuleTouch.honoured(s, m) || RulePromotion.unexchanged(s, m)) {
            return false;
        }
        Position before = s.board();
        Color mover = before.sideToMove();
        if (!s.toBase(m)) {
            return false;
        }
        s.laws(s.laws().withObligation(null).withAdjusting(null)
                .withRook(RuleTouch.named(before, m).flatMap(x -> CastlingRook.after(before, x)).orElse(null)));
        RuleFiftyMoves.moved(s, mover);
        return true;
    }

    @Override
    public String lawText(String citation) {
        return ArticleTexts.of(citation);
    }
}
