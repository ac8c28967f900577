package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.chess.Color;
import org.junit.jupiter.api.Test;

/** The clock's readings: a press is the side whose clock stopped as the other's started; 0:00 is written once a side. */
class ClockReaderTest {
    private static Observation.ClockReading reading(long at, Color running, int white, int black) {
        return new Observation.ClockReading(at, Optional.ofNullable(running), Optional.of(Duration.ofSeconds(white)),
                Optional.of(Duration.ofSeconds(black)));
    }

    @Test
    void aPressIsTheSideWhoseClockStoppedAsTheOthersStarted() {
        ClockReader white = new ClockReader(Optional.of(Color.WHITE), Set.of());

        assertThat(white.pressed(reading(1000, Color.BLACK, 60, 60))).contains(Color.WHITE);
        assertThat(white.pressed(reading(1000, Color.WHITE, 59, 60))).isEmpty();
        assertThat(white.pressed(reading(1000, null, 59, 60))).isEmpty();
        assertThat(new ClockReader(Optional.empty(), Set.of()).pressed(reading(1000, Color.BLACK, 60, 60))).isEmpty();
    }

    @Test
    void aReadingGivesTheNextReaderAndLeavesThisOneAsItWas() {
        ClockReader white = new ClockReader(Optional.of(Color.WHITE), Set.of());

        ClockReader black = white.read(reading(1000, Color.BLACK, 60, 60));
        ClockReader stopped = black.read(reading(2000, null, 60, 58));

        assertThat(black.running()).contains(Color.BLACK);
        assertThat(stopped.running()).contains(Color.BLACK);
        assertThat(white.running()).contains(Color.WHITE);
    }

    @Test
    void aClockShowingZeroIsWrittenOnceASide() {
        ClockReader reader = new ClockReader(Optional.of(Color.WHITE), Set.of());
        Observation.ClockReading whiteOut = reading(70_000, Color.WHITE, 0, 30);

        assertThat(reader.zero(whiteOut, 70_000)).hasValueSatisfying(a -> {
            assertThat(a.kind()).isEqualTo(Kind.CLOCK);
            assertThat(a.line()).isEqualTo("{\"act\": \"clock\", \"by\": \"arbiter\", \"clock\": {\"white\": 0, \"black\": 30}, \"at\": 70}");
        });
        ClockReader after = reader.read(whiteOut);
        assertThat(after.atZero()).containsExactly(Color.WHITE);
        assertThat(after.zero(reading(71_000, null, 0, 30), 71_000)).isEmpty();
        assertThat(after.zero(reading(72_000, null, 0, 0), 72_000)).isPresent();
    }

    @Test
    void aPressCarriesTheTimesTheClockShows() {
        assertThat(ClockReader.press(reading(1700, Color.BLACK, 1, 61), Color.WHITE, 1700).line())
                .isEqualTo("{\"act\": \"press\", \"by\": \"white\", \"clock\": {\"white\": 1, \"black\": 61}, \"at\": 1.7}");
    }
}
