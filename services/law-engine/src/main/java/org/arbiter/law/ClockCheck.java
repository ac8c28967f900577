package org.arbiter.law;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Action;

/**
 * What an electronic clock showed set beside the time the record reckons from the acts' {@code at}
 * stamps ({@link Clocks}): where they differ by more than {@link #TOLERANCE} for a side, both are
 * kept and a notice says so. Only a clock that counts down to a time control can be compared, since
 * a clock's display is the time left; both add an increment at the press, so a reading taken at a
 * press is compared after it.
 */
final class ClockCheck {
    /** A clock shows whole seconds, cut short: up to a second below the time the record reckons is its display alone. */
    static final Duration TOLERANCE = Duration.ofSeconds(1);

    private ClockCheck() {
    }

    static Optional<Ruling> disagreement(int seq, Action action, Action.ClockFace shown, GameState state) {
        Clocks clocks = state.clocks();
        if (clocks.elapsed().isEmpty() || clocks.whiteLeft().isEmpty() || clocks.blackLeft().isEmpty()) {
            return Optional.empty();
        }
        boolean differ = false;
        for (Color side : Color.values()) {
            differ |= shown.of(side).minus(clocks.left(side).orElseThrow()).abs().compareTo(TOLERANCE) > 0;
        }
        if (!differ) {
            return Optional.empty();
        }
        Action.ClockFace reckoned = new Action.ClockFace(clocks.whiteLeft().get(), clocks.blackLeft().get());
        return Optional.of(new Ruling(seq, Ruling.CLOCK, "The clock shows " + shown.text() + "; the record reckons "
                + reckoned.text() + " from the acts' times. They differ by more than a second, and both are kept.",
                state.position(), action.by(), Optional.empty()));
    }
}
