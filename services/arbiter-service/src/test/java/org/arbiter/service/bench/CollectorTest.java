package org.arbiter.service.bench;

import static org.assertj.core.api.Assertions.assertThat;

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
    void anEventDeliveredTwiceIsCountedOnce() {
        Collector collector = new Collector(2);

        collector.event(ENVELOPE, 0);
        collector.event(ENVELOPE, 0);
        collector.event(ENVELOPE.replace("\"sequenceNumber\":12", "\"sequenceNumber\":13"), 0);

        assertThat(collector.count.get()).isEqualTo(2);
    }
}
