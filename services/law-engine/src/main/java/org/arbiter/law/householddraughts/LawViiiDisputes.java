package org.arbiter.law.householddraughts;

import java.util.Optional;
import org.arbiter.draughts.Side;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;

/**
 * Law viii: "All disputes are to be decided by the majority of the bystanders present, or by an
 * umpire."
 *
 * <p>Recorded as the household chess law xiv is: the question is a {@code refer} by a player, the
 * decision a {@code decide} written by the arbiter in the place of the bystanders' majority or the
 * umpire; a decision that names a {@code result} ends the game with it.
 */
final class LawViiiDisputes {
    static final String LAW = "viii";

    private LawViiiDisputes() {
    }

    static void refer(DraughtsHearing h, Action.Refer r) {
        h.game = h.game.questionPut(r.question());
        h.notice(LAW, DraughtsMen.name(h.player()) + " puts the dispute to the bystanders or an umpire: " + r.question());
    }

    static void decide(DraughtsHearing h, Action.Decide d) {
        Optional<String> question = h.game.rights().question();
        if (question.isEmpty()) {
            h.notice(LAW, "No dispute is before the bystanders or an umpire; the words decide nothing.");
            return;
        }
        h.game = h.game.questionDecided();
        Optional<Side> against = d.result().flatMap(LawViiiDisputes::loser);
        d.result().filter(Result::ended).ifPresent(r -> h.end(r, LAW));
        h.rule(LAW, against, "The dispute (" + question.get() + ") is decided by the majority of the bystanders or"
                + " the umpire: " + d.decision() + ".");
    }

    private static Optional<Side> loser(Result r) {
        return r == Result.WHITE_WINS ? Optional.of(Side.BLACK)
                : r == Result.BLACK_WINS ? Optional.of(Side.WHITE) : Optional.empty();
    }
}
