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
 * means (the reader never records a flag: that is the arbiter's act). Immutable: a reading gives the
 * next reader.
 *
 * @param running the side whose clock ran before the last reading, or empty before any clock ran
 * @param atZero the sides whose clock was written at 0:00
 */
record ClockReader(Optional<Color> running, Set<Color> atZero) {
    ClockReader {
        atZero = Set.copyOf(atZero);
    }

    /** The side who pressed for {@code r}: when the clock stopped for one side and started for the other, else empty. */
    Optional<Color> pressed(Observation.ClockReading r) {
        return r.running().isPresent() && running.isPresent() && !r.running().equals(running) ? running : Optional.empty();
    }

    /** The reader once {@code r} is read: the side whose clock runs, the sides shown at 0:00 added. */
    ClockReader read(Observation.ClockReading r) {
        Set<Color> zero = EnumSet.noneOf(Color.class);
        zero.addAll(atZero);
        zero.addAll(shownAtZero(r));
        return new ClockReader(r.running().or(() -> running), zero);
    }

    /** The press by {@code by}, with the times the clock shows after it when the reading carries them. */
    static Act press(Observation.ClockReading r, Color by, long at) {
        return new Act(at, Kind.PRESS, by, Optional.empty(), Optional.empty(), Optional.empty(), times(r));
    }

    /** The clock's reading as an act when {@code r} shows a side's clock at 0:00 for the first time, else empty. */
    Optional<Act> zero(Observation.ClockReading r, long at) {
        boolean fresh = !atZero.containsAll(shownAtZero(r));
        return fresh ? times(r).map(t -> new Act(at, Kind.CLOCK, null, Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(t))) : Optional.empty();
    }

    private static Set<Color> shownAtZero(Observation.ClockReading r) {
        Set<Color> zero = EnumSet.noneOf(Color.class);
        for (Color c : Color.values()) {
            Optional<Duration> shown = c == Color.WHITE ? r.white() : r.black();
            if (shown.isPresent() && shown.get().isZero()) {
                zero.add(c);
            }
        }
        return zero;
    }

    private static Optional<Times> times(Observation.ClockReading r) {
        return r.white().isPresent() && r.black().isPresent()
                ? Optional.of(new Times(r.white().get(), r.black().get())) : Optional.empty();
    }
}
