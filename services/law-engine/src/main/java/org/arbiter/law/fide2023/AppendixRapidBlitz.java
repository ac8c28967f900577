package org.arbiter.law.fide2023;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Actor;

/**
 * Appendices A (rapid) and B (blitz).
 *
 * <ul>
 * <li>A.3, B.3: where the arbiter supervises closely enough (full supervision) the Competition
 * Rules apply as in standard play, save the time added.</li>
 * <li>B.2, and for rapid play the 2023 text: the time added under Articles 7 and 9 is one minute
 * instead of two ({@link Settings#penaltyTime()}).</li>
 * <li>A.4.2 (and B.4, which sends blitz under partial supervision to A.4): an irregularity of
 * 7.5.1-7.5.4 is penalised under 7.5.5 only if the arbiter steps in, or the opponent claims,
 * before the opponent makes his own move; once he has, the illegal move stands and play goes on.</li>
 * <li>A.4.3: a player claiming a win on time must himself have time left on his clock; the game is
 * drawn if he cannot checkmate.</li>
 * <li>A.4.5: the arbiter calls a flag fall he observes.</li>
 * </ul>
 */
final class AppendixRapidBlitz {
    private AppendixRapidBlitz() {
    }

    /**
     * Under A.4 a completed irregularity waits for a claim: an illegal move passes, the opponent
     * having the move in the position it left; the other irregularities leave the position as it is.
     */
    static Heard<FidePart> awaitClaim(FideHearing c, Irregularity i) {
        Heard<FidePart> h = FidePart.heard(c.irregular().made(i));
        if (i.kind() == Irregularity.Kind.MOVED_AGAIN) {
            // the men stay as the offender left them, and the opponent moves from there
            return h.then(c.men().leftAsTheyStand()).then(c.touch().counting(List.of()));
        }
        if (i.kind() != Irregularity.Kind.ILLEGAL_MOVE || i.to() == null) {
            // a clock pressed with the man still in hand reached no square: there is no move to pass
            return h;
        }
        Color p = i.offender();
        Position passed = FideMen.arranged(c.men().board(), c.men().board().men(), p.opposite());
        return h.then(c.line().plus(new Ply(c.seq, p, i.before(), Move.of(i.from(), i.to()), false,
                PositionKey.fide(passed)))).then(c.men().moveMade(passed)).then(c.touch().counting(List.of()));
    }

    /**
     * {@code claim illegal-move} by the opponent or the arbiter: under A.4.2 the completed
     * irregularity is ruled on as 7.5.5 rules it; under the Competition Rules the arbiter has
     * already ruled, so the claim fails.
     */
    static Heard<FidePart> claim(FideHearing c) {
        Actor by = c.action.by();
        Irregularity i = c.irregular().irregularity();
        String article = c.settings.competitionRules() ? "7.5.1" : "A.4.2";
        if (i == null || !i.completed() || by == Actor.of(i.offender())) {
            Color against = by.color().orElse(c.turn());
            return FidePart.NOTHING.rule(article, against, "The claim fails: no completed illegal move of the opponent"
                    + " awaits a ruling.");
        }
        Heard<FidePart> h = FidePart.heard(c.irregular().ruled());
        if (i.kind() == Irregularity.Kind.ILLEGAL_MOVE || i.kind() == Irregularity.Kind.MOVED_AGAIN) {
            if (i.kind() == Irregularity.Kind.ILLEGAL_MOVE && i.to() != null) {
                h = h.then(c.line().withoutLast());
            }
            h = h.then(Article07Irregularities.reinstate(c.after(h), i)).rule(i.kind().article, i.offender(),
                    FideHearing.name(i.offender()) + "'s illegal move" + i.moved(" ") + " is claimed before "
                    + FideHearing.name(i.offender().opposite()) + " moved; the position immediately before it is"
                    + " reinstated.");
        }
        return h.then(Article07Irregularities.penalise(c.after(h), i.offender(), true));
    }

    /** A.4.2: once the opponent has made his move, the unclaimed illegal move stands; {@code c} as the move left it. */
    static Heard<FidePart> opponentMoved(FideHearing c, Color mover) {
        Irregularity i = c.irregular().irregularity();
        if (i != null && i.completed() && i.offender() == mover.opposite()) {
            return FidePart.heard(c.irregular().ruled()).rule("A.4.2", mover, FideHearing.name(mover) + " made his move"
                    + " without claiming, and the arbiter did not step in: " + FideHearing.name(i.offender())
                    + "'s illegal move stands.");
        }
        return FidePart.NOTHING;
    }
}
