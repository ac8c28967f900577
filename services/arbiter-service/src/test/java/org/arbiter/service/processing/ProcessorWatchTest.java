package org.arbiter.service.processing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.arbiter.service.processing.ProcessorWatch.Sighting;
import org.arbiter.service.processing.ProcessorWatch.Standing;
import org.junit.jupiter.api.Test;

/** Issue 45: a processor that stands still while events wait is named on health, not left UP. */
class ProcessorWatchTest {
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final Instant T0 = Instant.parse("2026-11-29T10:00:00Z");

    private static Sighting at(long seconds, long position, long head) {
        return new Sighting(true, Optional.empty(), position, head, T0.plusSeconds(seconds));
    }

    @Test
    void aProcessorStandingStillWhileEventsWaitHasStalledOncePatienceIsOut() {
        ProcessorWatch watch = ProcessorWatch.first("board", at(0, 18, 20));
        watch = watch.seen(at(29, 18, 127));
        assertThat(watch.standing(at(29, 18, 127), PATIENCE)).isEqualTo(Standing.BEHIND);
        watch = watch.seen(at(30, 18, 130));
        assertThat(watch.standing(at(30, 18, 130), PATIENCE)).isEqualTo(Standing.STALLED);
    }

    @Test
    void aProcessorThatMovesStartsItsClockAgain() {
        ProcessorWatch watch = ProcessorWatch.first("board", at(0, 18, 500));
        watch = watch.seen(at(29, 19, 500));
        assertThat(watch.since()).isEqualTo(T0.plusSeconds(29));
        watch = watch.seen(at(58, 19, 500));
        assertThat(watch.standing(at(58, 19, 500), PATIENCE)).isEqualTo(Standing.BEHIND);
    }

    @Test
    void aProcessorWithNothingWaitingKeepsUpHoweverLongItStandsStill() {
        ProcessorWatch watch = ProcessorWatch.first("rulings", at(0, 40, 40));
        watch = watch.seen(at(3600, 40, 40));
        assertThat(watch.standing(at(3600, 40, 40), PATIENCE)).isEqualTo(Standing.KEEPING_UP);
    }

    @Test
    void aStoppedProcessorAndOneInErrorAreNamedAtOnce() {
        Sighting stopped = new Sighting(false, Optional.empty(), 40, 40, T0);
        assertThat(ProcessorWatch.first("rulings", stopped).standing(stopped, PATIENCE)).isEqualTo(Standing.STOPPED);
        Sighting failing = new Sighting(true, Optional.of("java.lang.OutOfMemoryError: Java heap space"), 18, 20, T0);
        assertThat(ProcessorWatch.first("board", failing).standing(failing, PATIENCE)).isEqualTo(Standing.FAILING);
    }
}
