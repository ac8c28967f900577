package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * Law xiv: "Should any dispute arise, the question must be submitted to a bystander, whose
 * decision is to be considered final."
 *
 * <p>The question is a {@code refer} by a player, the decision a {@code decide} written by the
 * arbiter in the bystander's place (this project's optional acts); a decision that names a
 * {@code result} ends the game with it.
 */
final class LawXivDisputes {
    static final String LAW = "xiv";

    private LawXivDisputes() {
    }

    static void refer(Session<HouseLaws> s, Action.Refer r) {
        Color by = s.player().orElseThrow();
        s.laws(s.laws().withReferral(new HouseLaws.Referral(by, r.question())));
        s.notice(LAW, Optional.empty(), Session.name(by) + " submits the question to a bystander: " + r.question());
    }

    static void decide(Session<HouseLaws> s, Action.Decide d) {
        HouseLaws.Referral q = s.laws().referral();
        if (q == null) {
            s.notice(LAW, Optional.empty(), "No question is before a bystander; the words decide nothing.");
            return;
        }
        s.laws(s.laws().withReferral(null));
        Optional<Color> against = d.result().flatMap(LawXivDisputes::loser);
        d.result().filter(Result::ended).ifPresent(r -> s.end(r, LAW));
        s.rule(LAW, against, "The bystander decides the question (" + q.question() + "): " + d.decision()
                + "; his decision is final.");
    }

    private static Optional<Color> loser(Result r) {
        return r == Result.WHITE_WINS ? Optional.of(Color.BLACK)
                : r == Result.BLACK_WINS ? Optional.of(Color.WHITE) : Optional.empty();
    }
}
