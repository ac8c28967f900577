package org.arbiter.law.fide2023;

import java.util.Optional;
import org.arbiter.law.GameState;
import org.arbiter.law.Heard;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.StartPosition;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * The FIDE Laws of Chess in force from 1 January 2023, with Appendices A and B. This class only
 * dispatches: each act goes to the article that decides it. Acts the Laws give no weight to
 * (sealing, adjournment, communication, the 1897 Code's penalties) are recorded with a notice
 * that says why, and decide nothing.
 */
public final class Fide2023 implements Rulebook {
    public static final String CODE = "fide-2023";

    private final MatingMaterial material;

    /** The Laws with chess-rules' winnability analyser judging who can still checkmate. */
    public Fide2023() {
        this(MatingMaterial.ANALYSED);
    }

    /** The Laws with {@code material} judging who can still checkmate (5.2.2, 6.9, 7.5.5). */
    public Fide2023(MatingMaterial material) {
        this.material = material;
    }

    @Override
    public String code() {
        return CODE;
    }

    /**
     * The game as the header starts it. A condition of the header the Laws have no article for
     * (odds, the 1897 Code's time limit, play by communication) is refused naming its field: the
     * game would be another game without it, so it is never dropped in silence.
     */
    @Override
    public GameState start(Header header) {
        refuse(header.odds().isPresent(), "odds", "odds: the Laws know no game at odds");
        refuse(header.timeLimit().isPresent(), "timeLimit", "a time limit of moves per hour kept by a record of"
                + " time used (the 1897 Code's II.10); its time is kept by the chessclock (Article 6, 'timeControl')");
        refuse(header.mode() != Header.Mode.OVER_THE_BOARD || header.replyWithin().isPresent(), "mode",
                "games by communication");
        return FideGame.start(Settings.of(header), StartPosition.of(header));
    }

    private static void refuse(boolean given, String field, String matter) {
        if (given) {
            throw new SequenceError(1, field, "'" + CODE + "' has no law on " + matter);
        }
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        FideHearing c = new FideHearing((FideGame) state, action, seq, material);
        if (c.finished()) {
            // Players often play on, unaware that the game has ended; the act is kept but changes nothing.
            c.notices.add(new Ruling(seq, c.termination(), "The game had already ended (" + c.result()
                    + " under " + c.termination() + "); this act changes nothing.", state.position(), action.by(),
                    Optional.empty()));
            return new Step(state, c.rulings, c.notices);
        }
        c.apply(FidePart.heard(c.clock().at(c.now())));
        if (handlesMen(action)) {
            action.by().color().ifPresent(p -> c.apply(Article07Irregularities.handled(c, p)));
        }
        c.apply(dispatch(c, action));
        return new Step(c.decided(), c.rulings, c.notices);
    }

    /**
     * Whether the act moves men on the board (Article 7's hands): every act says, in one switch, so
     * that a new act does not compile until it does. A touch or an adjustment moves none.
     */
    private static boolean handlesMen(Action a) {
        return switch (a) {
            case Action.MoveMade m -> true;
            case Action.Lift l -> true;
            case Action.Place p -> true;
            case Action.Release r -> true;
            case Action.Remove r -> true;
            case Action.Promote p -> true;
            case Action.Touch t -> false;
            case Action.Adjust x -> false;
            case Action.Displace d -> false;
            case Action.Huff h -> false;
            case Action.Compel c -> false;
            case Action.DraughtsOffence o -> false;
            case Action.Claim c -> false;
            case Action.Exact e -> false;
            case Action.Waive w -> false;
            case Action.Require r -> false;
            case Action.Refuse r -> false;
            case Action.Offence o -> false;
            case Action.OfferDraw o -> false;
            case Action.AcceptDraw o -> false;
            case Action.Resign r -> false;
            case Action.Seal s -> false;
            case Action.Adjourn j -> false;
            case Action.Resume r -> false;
            case Action.Communicate c -> false;
            case Action.Adopt ad -> false;
            case Action.CloseOfPlay c -> false;
            case Action.Press p -> false;
            case Action.ClockShows s -> false;
            case Action.Flag f -> false;
            case Action.CorrectTime t -> false;
            case Action.Announce say -> false;
            case Action.Call call -> false;
            case Action.Refer r -> false;
            case Action.Decide d -> false;
            case Action.Appeal ap -> false;
            case Action.DecideAppeal d -> false;
        };
    }

    @Override
    public String lawText(String citation) {
        return FideTexts.of(citation);
    }

    /** Every text of FIDE's articles here is the project's summary, not FIDE's words. */
    @Override
    public boolean summarises(String citation) {
        return true;
    }

    /**
     * Each act to the article that decides it; an act the Laws give no weight to is recorded with
     * a notice that says why. The switch names every act, so a new one cannot be forgotten.
     */
    private static Heard<FidePart> dispatch(FideHearing c, Action a) {
        return switch (a) {
            case Action.MoveMade m -> Article04Moving.move(c, m);
            case Action.Touch t -> Article04TouchMove.touch(c, t);
            case Action.Adjust x -> Article04TouchMove.adjust(c, x);
            case Action.Lift l -> Article04Moving.lift(c, l);
            case Action.Place p -> Article04Moving.place(c, p);
            case Action.Release r -> Article04Moving.release(c);
            case Action.Remove r -> Article04Moving.remove(c, r);
            case Action.Promote p -> Article04Moving.promote(c, p);
            case Action.Displace d -> Article07Irregularities.displace(c, d);
            case Action.Press p -> Article06Clock.press(c);
            case Action.Flag f -> Article06Clock.flag(c, f);
            case Action.ClockShows s -> Article06Clock.shows(c, s);
            case Action.Claim cl -> claim(c, cl);
            case Action.Resign r -> Article05Completion.resign(c);
            case Action.OfferDraw o -> Article05Completion.offer(c);
            case Action.AcceptDraw x -> Article05Completion.accept(c);
            case Action.Exact x -> FidePart.silent("'exact'", "the Laws have no penalty an opponent exacts; penalties are the"
                    + " arbiter's, 12.9");
            case Action.Waive x -> FidePart.silent("'waive'", "the Laws have no penalty an opponent exacts or waives;"
                    + " penalties are the arbiter's, 12.9");
            case Action.Require x -> FidePart.silent("'require'", "the Laws have no penalty an opponent requires; a touched"
                    + " man is claimed under Article 4 with a claim of 'touch-move'");
            case Action.Refuse x -> FidePart.silent("'refuse'",
                    "the Laws have no penalty an opponent exacts, so none to refuse");
            case Action.Offence x -> FidePart.silent("'offence'", "the arbiter's penalties for it, 12.9, are his to choose,"
                    + " not the code's to decide");
            case Action.Seal x -> FidePart.silent("'seal'",
                    "this code applies the Laws without Guidelines I on adjourned games");
            case Action.Adjourn x -> FidePart.silent("'adjourn'",
                    "this code applies the Laws without Guidelines I on adjourned games");
            case Action.Resume x -> FidePart.silent("'resume'",
                    "this code applies the Laws without Guidelines I on adjourned games");
            case Action.Adopt x -> FidePart.silent("'adopt'",
                    "this code applies the Laws without Guidelines I on adjourned games");
            case Action.Communicate x -> FidePart.silent("'communicate'", "the Laws are for games played over the board");
            case Action.CloseOfPlay x -> FidePart.silent("'close-of-play'", "time is kept by the chessclock, Article 6,"
                    + " not by a record closed at each sitting");
            case Action.CorrectTime x -> FidePart.silent("'correct-time'", "time is kept by the chessclock, Article 6, not by"
                    + " a record of time used");
            case Action.Announce x -> FidePart.silent("'announce'",
                    "no words spoken at the board bind a player under the Laws");
            case Action.Call x -> FidePart.silent("'call'", "fifty moves are claimed under 9.3, not called");
            case Action.Refer x -> FidePart.silent("'refer'", "disputes go to the arbiter, Article 12, not to a bystander");
            case Action.Decide x -> FidePart.silent("'decide'", "disputes go to the arbiter, Article 12, not to a bystander");
            case Action.Huff x -> FidePart.silent("'huff'", "an act of draughts");
            case Action.Compel x -> FidePart.silent("'compel'", "an act of draughts");
            case Action.DraughtsOffence x -> FidePart.silent("an offence of draughts", "a chess code's offences are its own");
            case Action.Appeal x -> FidePart.silent("'appeal' of its own",
                    "appeals are heard by the tournament's appeal rules");
            case Action.DecideAppeal x -> FidePart.silent("'decide-appeal' of its own", "appeals are heard by the tournament's"
                    + " appeal rules");
        };
    }

    private static Heard<FidePart> claim(FideHearing c, Action.Claim a) {
        return switch (a.claim()) {
            case TOUCH_MOVE -> Article04TouchMove.claim(c);
            case ILLEGAL_MOVE -> AppendixRapidBlitz.claim(c);
            case DRAW_REPETITION -> Article09Draws.claimRepetition(c, a);
            case DRAW_FIFTY_MOVES -> Article09Draws.claimFiftyMoves(c, a);
            case TIME -> Article06Clock.claim(c);
            case DRAW_ENDLESS_CHECKS -> FidePart.silent("a claim of endless checks", "a repeated position is claimed"
                    + " under 9.2");
            case FORFEIT -> FidePart.silent("a claim of forfeit", "the arbiter's penalties, 12.9, are his to choose");
            case ANNULMENT -> FidePart.silent("a claim of annulment", "a wrong setting up, board or colours is"
                    + " corrected by the arbiter under 7.2 and 7.3, which this code does not apply");
        };
    }
}
