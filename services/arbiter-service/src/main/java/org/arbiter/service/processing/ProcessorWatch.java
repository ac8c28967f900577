package org.arbiter.service.processing;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * What health says of one streaming processor, from what it was last seen doing: a processor whose
 * position has not moved for {@code patience} while events wait for it has stalled. The first
 * sighting of a position starts its clock, so a processor seen rarely is judged from when it was
 * last seen to move, never from a guess.
 *
 * @param name the processor
 * @param position the lowest position of its segments on this instance; -1 before its first event
 * @param since when it was first seen at that position
 */
record ProcessorWatch(String name, long position, Instant since) {

    /** How a processor stands. */
    enum Standing { KEEPING_UP, BEHIND, STALLED, STOPPED, FAILING }

    /** One look at a processor: whether it runs, the error of a segment in error if any, its position and the store's head. */
    record Sighting(boolean running, Optional<String> error, long position, long head, Instant at) {
        long waiting() {
            return Math.max(0, head - position);
        }
    }

    static ProcessorWatch first(String name, Sighting s) {
        return new ProcessorWatch(name, s.position(), s.at());
    }

    /** The watch after one more look: the clock starts again whenever the position moved. */
    ProcessorWatch seen(Sighting s) {
        return s.position() == position ? this : new ProcessorWatch(name, s.position(), s.at());
    }

    /** How the processor stands at this sighting (taken after {@link #seen}). */
    Standing standing(Sighting s, Duration patience) {
        if (s.error().isPresent()) {
            return Standing.FAILING;
        }
        if (!s.running()) {
            return Standing.STOPPED;
        }
        if (s.waiting() == 0) {
            return Standing.KEEPING_UP;
        }
        return Duration.between(since, s.at()).compareTo(patience) >= 0 ? Standing.STALLED : Standing.BEHIND;
    }
}
