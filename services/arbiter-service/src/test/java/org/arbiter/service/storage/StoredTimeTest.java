package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.SplittableRandom;
import org.axonframework.common.DateTimeUtils;
import org.junit.jupiter.api.Test;

/** The stored form of an event's time is exactly Axon's, so that Axon reads it back and sorts it as before. */
class StoredTimeTest {

    @Test
    void writesWhatAxonsFormatterWrites() {
        SplittableRandom random = new SplittableRandom(1897);
        for (int i = 0; i < 100_000; i++) {
            Instant t = Instant.ofEpochSecond(random.nextLong(-62_167_219_200L, 253_402_300_800L), random.nextInt(1_000_000_000));
            assertThat(StoredTime.format(t)).as(t.toString()).isEqualTo(DateTimeUtils.formatInstant(t));
        }
    }

    @Test
    void edgesOfTheDayTheYearAndTheRange() {
        for (String t : new String[] {"1970-01-01T00:00:00Z", "1969-12-31T23:59:59.999999999Z", "2024-02-29T23:59:59.9995Z",
                "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "-0001-12-31T23:59:59Z", "+10000-01-01T00:00:00.001Z"}) {
            Instant instant = Instant.parse(t);
            assertThat(StoredTime.format(instant)).as(t).isEqualTo(DateTimeUtils.formatInstant(instant));
        }
    }
}
