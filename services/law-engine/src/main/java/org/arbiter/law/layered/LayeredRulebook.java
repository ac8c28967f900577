package org.arbiter.law.layered;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.GameState;
import org.arbiter.law.Result;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * A code of few laws over the code beneath it: the supplement the header names, or the game of
 * chess with no laws. Its laws hear every act first; what they are silent on the code beneath
 * rules, and its state is authoritative for all but what the laws themselves decided.
 */
public final class LayeredRulebook<L extends Laws.Part> implements Rulebook {
    private final Laws<L> laws;
    private final Rulebook beneath;
    private final boolean supplemented;

    private LayeredRulebook(Laws<L> laws, Rulebook beneath, boolean supplemented) {
        this.laws = laws;
        this.beneath = beneath;
        this.supplemented = supplemented;
    }

    /** The code on its own: where its laws are silent, an act is recorded and decides nothing. */
    public static <L extends Laws.Part> LayeredRulebook<L> alone(Laws<L> laws) {
        return new LayeredRulebook<>(laws, new PlainChess(laws.code()), false);
    }

    @Override
    public String code() {
        return laws.code();
    }

    @Override
    public Optional<String> supplement() {
        return supplemented ? Optional.of(beneath.code()) : Optional.empty();
    }

    @Override
    public Optional<Rulebook> supplementedBy(Rulebook supplement) {
        return supplemented ? Optional.empty() : Optional.of(new LayeredRulebook<>(laws, supplement, true));
    }

    @Override
    public GameState start(Header header) {
        return new Layered<>(laws.start(header), beneath.start(header), Result.IN_PLAY, null, List.of());
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        @SuppressWarnings("unchecked")
        Layered<L> game = (Layered<L>) state;
        Session<L> session = new Session<>(beneath, game, action, seq);
        if (game.ended()) {
            session.notice(game.endedBy(), Optional.empty(), "The game had already ended (" + game.result()
                    + " under " + game.endedBy() + "); this act changes nothing.");
            return new Step(state, List.of(), session.step().notices());
        }
        if (game.base().result().ended() && atTheBoard(action)) {
            // the code beneath ended the game: a man handled after it is no move these laws look at
            session.toBase();
            return session.step();
        }
        laws.hear(session);
        return session.step();
    }

    /** Whether the act is one of the hand on the men, which a game already ended no longer has. */
    private static boolean atTheBoard(Action action) {
        return switch (action.kind()) {
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE -> true;
            case CLAIM, EXACT, WAIVE, REQUIRE, REFUSE, OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME,
                 COMMUNICATE, ADOPT, CLOSE_OF_PLAY, CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE,
                 HUFF, COMPEL, DRAUGHTS_OFFENCE, APPEAL, DECIDE_APPEAL -> false;
        };
    }

    @Override
    public String lawText(String citation) {
        String own = laws.lawText(citation);
        return own != null ? own : beneath.lawText(citation);
    }

    @Override
    public boolean summarises(String citation) {
        return laws.lawText(citation) == null && beneath.summarises(citation);
    }
}
