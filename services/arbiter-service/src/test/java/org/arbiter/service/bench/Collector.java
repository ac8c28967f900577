package org.arbiter.service.bench;

import java.time.Instant;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/** Latencies of the events of the games measured, until every ActionRecorded has been seen. */
final class Collector {
    final long expected;
    final long[] latencies;
    final AtomicLong count = new AtomicLong();
    final CountDownLatch ready = new CountDownLatch(1);
    final CountDownLatch all = new CountDownLatch(1);
    final Set<String> seen = ConcurrentHashMap.newKeySet();

    Collector(long expected) {
        this.expected = expected;
        this.latencies = new long[(int) expected];
    }

    /**
     * Reads the envelope's leading fields by position rather than parsing the whole event:
     * the readers share the cores with the service, and what they spend is not the service's.
     */
    void event(String json, long receivedMillis) {
        if (!"ActionRecorded".equals(ServiceBenchmark.field(json, "type"))
                || !seen.add(ServiceBenchmark.field(json, "eventId"))) {
            return;
        }
        long at = Instant.parse(ServiceBenchmark.field(json, "timestamp")).toEpochMilli();
        long n = count.getAndIncrement();
        if (n < expected) {
            latencies[(int) n] = receivedMillis - at;
        }
        if (n + 1 == expected) {
            all.countDown();
        }
    }

    String summary() {
        long[] sorted = Arrays.copyOf(latencies, (int) Math.min(expected, count.get()));
        Arrays.sort(sorted);
        return String.format("p50 %d ms, p99 %d ms, max %d ms (%,d events)", sorted[sorted.length / 2],
                sorted[(int) (sorted.length * 0.99)], sorted[sorted.length - 1], sorted.length);
    }
}
