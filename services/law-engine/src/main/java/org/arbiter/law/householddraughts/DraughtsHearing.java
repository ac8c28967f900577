package org.arbiter.law.householddraughts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.draughts.Side;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;

/** One act being heard: the game as the laws leave it so far, and the rulings and notices they give. */
final class DraughtsHearing {
    final Action action;
    final int seq;
    DraughtsGame game;
    private final List<Ruling> rulings = new ArrayList<>();
    private final List<Ruling> notices = new ArrayList<>();

    DraughtsHearing(DraughtsGame game, Action action, int seq) {
        this.game = game;
        this.action = action;
        this.seq = seq;
    }

    /** The player who acts; the arbiter's acts are read only where a law gives him one. */
    Side player() {
        return action.by().color().map(DraughtsGame::side)
                .orElseThrow(() -> new ActionRejected("'" + action.act() + "' is a player's act, not the arbiter's"));
    }

    /** The act's time since the start of play, when it carries one. */
    Optional<Duration> at() {
        return action.stamp().at();
    }

    /** A decision, going against {@code against} when it goes against a side. */
    void rule(String law, Optional<Side> against, String text) {
        rulings.add(new Ruling(seq, law, text, game.position(), action.by(), against.map(DraughtsGame::color)));
    }

    /** A breach or an open right put on the record without a decision yet. */
    void notice(String law, String text) {
        notices.add(new Ruling(seq, law, text, game.position(), action.by(), Optional.empty()));
    }

    /** The game lost by {@code loser} under {@code law}, with the ruling saying why. */
    void lose(Side loser, String law, String text) {
        game = game.ended(Result.winFor(DraughtsGame.color(loser.opposite())), law);
        rule(law, Optional.of(loser), text);
    }

    void end(Result result, String law) {
        game = game.ended(result, law);
    }

    Step step() {
        return new Step(game, rulings, notices);
    }
}
