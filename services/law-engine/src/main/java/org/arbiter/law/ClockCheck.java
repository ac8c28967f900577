package org.arbiter.law;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;

/**
 * What an electronic clock showed set beside the time the record reckons from the acts' {@code at}
 * stamps ({@link Clocks}): where they differ by more than {@link #TOLERANCE} for a side, both are
 * kept and a notice says so. Only a clock that counts down to a time control can be compared, since
 * a clock's display is the time left; both add an increment at the press, so a reading taken at a
 * press is compared after it. Every code is heard through it ({@link Rulebooks#of}), so the
 * replay and the service's game say the same.
 */
final class ClockCheck implements Rulebook {
    /** A clock shows whole seconds, cut short: up to a second below the time the record reckons is its display alone. */
    static final Duration TOLERANCE = Duration.ofSeconds(1);

    private static final String WORDS = "Where an electronic clock's reading (a press carrying it, or the clock act)"
            + " and the time the record reckons from the acts' times differ by more than a second for a side, both are"
            + " kept and this notice says so; it decides nothing.";

    private final Rulebook code;

    private ClockCheck(Rulebook code) {
        this.code = code;
    }

    /** {@code code}, with a notice wherever a clock's reading and its reckoning disagree. */
    static Rulebook over(Rulebook code) {
        return new ClockCheck(code);
    }

    @Override
    public String code() {
        return code.code();
    }

    @Override
    public GameKind game() {
        return code.game();
    }

    @Override
    public Optional<String> supplement() {
        return code.supplement();
    }

    @Override
    public GameState start(Header header) {
        return code.start(header);
    }

    @Override
    public String lawText(String citation) {
        return citation.equals(Ruling.CLOCK) ? WORDS : code.lawText(citation);
    }

    @Override
    public boolean summarises(String citation) {
        return citation.equals(Ruling.CLOCK) || code.summarises(citation);
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        Step step = code.apply(state, action, seq);
        Optional<Action.ClockFace> shown = Action.shown(action);
        if (shown.isEmpty()) {
            return step;
        }
        List<Ruling> notices = new ArrayList<>(step.notices());
        disagreement(seq, action, shown.get(), step.state()).ifPresent(notices::add);
        return new Step(step.state(), step.rulings(), notices);
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
