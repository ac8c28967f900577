package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;

/** One application of an action: the working copy of the game, the action, and the rulings made. */
final class Ctx {
    final Game game;
    final Action action;
    final int seq;
    final List<Ruling> rulings = new ArrayList<>();
    final List<Ruling> notices = new ArrayList<>();

    Ctx(Game game, Action action, int seq) {
        this.game = game;
        this.action = action;
        this.seq = seq;
    }

    /** Records a ruling, with the position as it stands once the decision has taken effect. */
    void rule(String law, String text) {
        rulings.add(new Ruling(seq, law, text, game.position()));
    }

    /**
     * Records a notice: a breach or an open right that the code attaches to an act, which is a
     * fact for the record but not yet a decision (that comes when a penalty is exacted or waived,
     * or a claim is made).
     */
    void notice(String law, String text) {
        notices.add(new Ruling(seq, law, text, game.position()));
    }

    /** The colour of the player who acts; arbiter acts never reach the callers of this. */
    Color player() {
        return action.by().color().orElseThrow(
                () -> new ActionRejected("'" + action.act() + "' must be made by white or black, not the arbiter"));
    }

    static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    static ActionRejected reject(String reason) {
        return new ActionRejected(reason);
    }
}
