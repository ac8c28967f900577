package org.arbiter.law.householddraughts;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.draughts.Side;

/**
 * Law vi: "Ten minutes is the longest time allowed to consider a move, which if not made within
 * that time, forfeits the game."
 *
 * <p>A turn begins at the start of play or when the move before it was made, as the acts' {@code at}
 * times give it; a move made more than ten minutes later forfeits the game, and so does a turn the
 * opponent shows to have run longer by a {@code claim} of {@code time}. Untimed acts decide nothing.
 */
final class LawViTimeLimit {
    static final String LAW = "vi";
    static final Duration LIMIT = Duration.ofMinutes(10);

    private LawViTimeLimit() {
    }

    /** Whether the move {@code mover} makes now came too late, and forfeited the game. */
    static boolean tooLate(DraughtsHearing h, Side mover) {
        Optional<Duration> taken = taken(h);
        if (taken.isEmpty() || taken.get().compareTo(LIMIT) <= 0 || mover != h.game.board().sideToMove()) {
            return false;
        }
        h.lose(mover, LAW, DraughtsMen.name(mover) + " took " + words(taken.get()) + " to consider his move; ten minutes is"
                + " the longest allowed: he forfeits the game.");
        return true;
    }

    static void claim(DraughtsHearing h) {
        Side toMove = h.game.board().sideToMove();
        Optional<Duration> taken = taken(h);
        if (h.action.by().color().map(DraughtsGame::side).orElse(null) == toMove) {
            h.rule(LAW, Optional.empty(), "The claim fails: it is " + DraughtsMen.name(toMove) + "'s own turn.");
        } else if (taken.isEmpty()) {
            h.rule(LAW, Optional.empty(), "The claim fails: the acts carry no times to show how long "
                    + DraughtsMen.name(toMove) + " has considered his move.");
        } else if (taken.get().compareTo(LIMIT) <= 0) {
            h.rule(LAW, Optional.empty(), "The claim fails: " + DraughtsMen.name(toMove) + " has considered his move for "
                    + words(taken.get()) + ", within the ten minutes allowed.");
        } else {
            h.lose(toMove, LAW, DraughtsMen.name(toMove) + " has considered his move for " + words(taken.get())
                    + " without making it; ten minutes is the longest allowed: he forfeits the game.");
        }
    }

    /** How long the turn now running has lasted at this act, when both ends are timed. */
    private static Optional<Duration> taken(DraughtsHearing h) {
        Duration began = h.game.turnBegan();
        return began == null ? Optional.empty() : h.at().map(at -> at.minus(began));
    }

    private static String words(Duration d) {
        long s = d.getSeconds();
        return s / 60 + " min " + s % 60 + " s";
    }
}
