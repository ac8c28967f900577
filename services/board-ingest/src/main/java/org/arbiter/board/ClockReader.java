package org.arbiter.board;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.board.BoardAct.Times;
import org.arbiter.chess.Color;

/**
 * The clock's messages read as acts: whose clock runs, so that a press is the side whose clock
 * stopped; the times the clock shows after a press, which the press carries; and a side's clock
 * showing 0:00, written once a side as the {@code clock} act for the law engine to decide what it
 * means (the reader never records a flag: that is the arbiter's act).
 */
final class ClockReader {
    private final Set<Color> zero = EnumSet.noneOf(Color.class);
    private Color running;

    /** A reading that starts with {@code running}'s clock running, {@code atZero} already written at 0:00. */
    ClockReader(Optional<Color> running, Set<Color> atZero) {
        this.running = running.orElse(null);
        this.zero.addAll(atZero);
    }

    /** The sides whose clock was written at 0:00. */
    Set<Color> atZero() {
        return Set.copyOf(zero);
    }

    /** The side whose clock ran before the last reading, or empty before any clock ran. */
    Optional<Color> running() {
        return Optional.ofNullable(running);
    }

    /**
     * Takes in a reading: the side who pressed, when the clock stopped for one side and started for
     * the other, else empty.
     */
    Optional<Color> pressed(Observation.ClockReading r) {
        Color now = r.running().orElse(null);
        Optional<Color> pressed = now != null && running != null && now != running ? Optional.of(running) : Optional.empty();
        if (now != null) {
            running = now;
        }
        return pressed;
    }

    /** The press by {@code by}, with the times the clock shows after it when the reading carries them. */
    static Act press(Observation.ClockReading r, Color by, long at) {
        return new Act(at, Kind.PRESS, by, Optional.empty(), Optional.empty(), Optional.empty(), times(r));
    }

    /** The clock's reading as an act the first time a side's clock shows 0:00, else empty. */
    Optional<Act> zero(Observation.ClockReading r, long at) {
        boolean fresh = false;
        for (Color c : Color.values()) {
            Optional<Duration> shown = c == Color.WHITE ? r.white() : r.black();
            fresh |= shown.isPresent() && shown.get().isZero() && zero.add(c);
        }
        return fresh ? times(r).map(t -> new Act(at, Kind.CLOCK, null, Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(t))) : Optional.empty();
    }

    private static Optional<Times> times(Observation.ClockReading r) {
        return r.white().isPresent() && r.black().isPresent()
                ? Optional.of(new Times(r.white().get(), r.black().get())) : Optional.empty();
    }
}
