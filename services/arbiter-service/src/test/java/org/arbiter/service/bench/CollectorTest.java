package org.arbiter.service.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The benchmark's reader of envelopes: its own fields, not the payload's, and each event counted once. */
class CollectorTest {
    private static final String ENVELOPE = "{\"eventId\":\"e-1\",\"type\":\"ActionRecorded\",\"gameId\":\"g-1\","
            + "\"sequenceNumber\":12,\"globalIndex\":4711,\"timestamp\":\"2026-11-23T18:00:00Z\","
            + "\"payload\":{\"gameId\":\"other\",\"sequenceNumber\":99}}";

    @Test
    void readsTheEnvelopesOwnFieldsNotThePayloads() {
        assertThat(Collector.field(ENVELOPE, "gameId")).isEqualTo("g-1");
        assertThat(Collector.number(ENVELOPE, "sequenceNumber")).isEqualTo(12);
        assertThat(Collector.field(ENVELOPE, "sequenceNumber")).isNull();
        assertThat(Collector.field(ENVELOPE, "seq")).isNull();
    }

    @Test
    void readsTheTimestampInPlaceAsInstantParseWould() {
        for (String t : new String[] {"2026-11-23T18:00:00Z", "2026-11-23T18:00:00.123Z", "1999-12-31T23:59:59.9Z",
                "2026-02-28T00:00:00.000456Z", "2024-02-29T12:34:56.789123456Z"}) {
            String envelope = ENVELOPE.replace("2026-11-23T18:00:00Z", t);
            int at = envelope.indexOf("\"timestamp\":") + "\"timestamp\":".length();
            assertThat(Collector.epochMillis(envelope, at)).as(t).isEqualTo(Instant.parse(t).toEpochMilli());
        }
    }

    @Test
    void anEventDeliveredTwiceIsCountedOnce() {
        Collector collector = new Collector(2);

        collector.event(ENVELOPE, 0);
        collector.event(ENVELOPE, 0);
        collector.event(ENVELOPE.replace("\"sequenceNumber\":12", "\"sequenceNumber\":13"), 0);

        assertThat(collector.count.get()).isEqualTo(2);
        assertThat(collector.latencies[0]).isEqualTo(-Instant.parse("2026-11-23T18:00:00Z").toEpochMilli());
    }
}
