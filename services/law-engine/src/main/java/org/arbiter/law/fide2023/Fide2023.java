package org.arbiter.law.fide2023;

import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.StartPosition;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * The FIDE Laws of Chess in force from 1 January 2023, with Appendices A and B. This class only
 * dispatches: each act goes to the article that decides it. Acts the Laws give no weight to
 * (sealing, adjournment, communication, the 1897 Code's penalties) are recorded and decide nothing.
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

    @Override
    public GameState start(Header header) {
        return FideGame.start(Settings.of(header), StartPosition.of(header));
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        Hearing c = new Hearing((FideGame) state, action, seq, material);
        if (c.finished()) {
            // Players often play on, unaware that the game has ended; the act is kept but changes nothing.
            c.notices.add(new Ruling(seq, c.termination, "The game had already ended (" + c.result
                    + " under " + c.termination + "); this act changes nothing.", state.position(), action.by(),
                    Optional.empty()));
            return new Step(state, c.rulings, c.notices);
        }
        c.clock = c.clock.at(c.now());
        dispatch(c, action);
        return new Step(c.decided(), c.rulings, c.notices);
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

    /** The article that decides each act; an act not listed is recorded and decides nothing. */
    private static final Map<Class<? extends Action>, BiConsumer<Hearing, Action>> ARTICLES = Map.ofEntries(
            Map.entry(Action.MoveMade.class, (c, a) -> Article04Moving.move(c, (Action.MoveMade) a)),
            Map.entry(Action.Touch.class, (c, a) -> Article04TouchMove.touch(c, (Action.Touch) a)),
            Map.entry(Action.Adjust.class, (c, a) -> Article04TouchMove.adjust(c, (Action.Adjust) a)),
            Map.entry(Action.Lift.class, (c, a) -> Article04Moving.lift(c, (Action.Lift) a)),
            Map.entry(Action.Place.class, (c, a) -> Article04Moving.place(c, (Action.Place) a)),
            Map.entry(Action.Release.class, (c, a) -> Article04Moving.release(c)),
            Map.entry(Action.Remove.class, (c, a) -> Article04Moving.remove(c, (Action.Remove) a)),
            Map.entry(Action.Promote.class, (c, a) -> Article04Moving.promote(c, (Action.Promote) a)),
            Map.entry(Action.Displace.class, (c, a) -> Article07Irregularities.displace(c, (Action.Displace) a)),
            Map.entry(Action.Press.class, (c, a) -> Article06Clock.press(c)),
            Map.entry(Action.Flag.class, (c, a) -> Article06Clock.flag(c, (Action.Flag) a)),
            Map.entry(Action.Claim.class, (c, a) -> claim(c, (Action.Claim) a)),
            Map.entry(Action.Resign.class, (c, a) -> Article05Completion.resign(c)),
            Map.entry(Action.OfferDraw.class, (c, a) -> Article05Completion.offer(c)),
            Map.entry(Action.AcceptDraw.class, (c, a) -> Article05Completion.accept(c)));

    private static void dispatch(Hearing c, Action a) {
        BiConsumer<Hearing, Action> article = ARTICLES.get(a.getClass());
        if (article != null) {
            article.accept(c, a);
        }
    }

    private static void claim(Hearing c, Action.Claim a) {
        switch (a.claim()) {
            case TOUCH_MOVE -> Article04TouchMove.claim(c);
            case ILLEGAL_MOVE -> AppendixRapidBlitz.claim(c);
            case DRAW_REPETITION -> Article09Draws.claimRepetition(c, a);
            case DRAW_FIFTY_MOVES -> Article09Draws.claimFiftyMoves(c, a);
            case TIME -> Article06Clock.claim(c);
            default -> {
                // The Laws know no such claim (endless checks, forfeit, annulment): it is recorded and decides nothing.
            }
        }
    }
}
