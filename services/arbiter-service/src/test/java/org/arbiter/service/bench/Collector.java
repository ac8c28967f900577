package org.arbiter.service.bench;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/** Latencies of the events of the games measured, until every ActionRecorded has been seen. */
final class Collector {
    private static final String TYPE = key("type");
    private static final String GAME_ID = key("gameId");
    private static final String TIMESTAMP = key("timestamp");
    private static final String PAYLOAD = key("payload");
    private static final String ACTION_RECORDED = "\"ActionRecorded\"";
    final long expected;
    final long[] latencies;
    /** When each event in {@link #latencies} was accepted, in epoch ms. */
    final long[] acceptedAt;
    final AtomicLong count = new AtomicLong();
    final CountDownLatch ready = new CountDownLatch(1);
    final CountDownLatch all = new CountDownLatch(1);
    /**
     * The sequence numbers counted, by game: a delivery may come twice (at least once), and an
     * event is its game and sequence number. A bit each, rather than every event id kept as a
     * string: the readers share the heap with the service, and tens of thousands of ids, alive for
     * the whole run, were part of what each of its young collections copied.
     */
    private final Map<String, BitSet> seen = new ConcurrentHashMap<>();

    Collector(long expected) {
        this.expected = expected;
        this.latencies = new long[(int) expected];
        this.acceptedAt = new long[(int) expected];
    }

    /**
     * Reads the envelope's leading fields by position rather than parsing the whole event:
     * the readers share the cores with the service, and what they spend is not the service's.
     */
    void event(String json, long receivedMillis) {
        int type = valueAt(json, TYPE);
        if (type < 0 || !json.startsWith(ACTION_RECORDED, type) || !firstDelivery(json)) {
            return;
        }
        long at = epochMillis(json, valueAt(json, TIMESTAMP));
        long n = count.getAndIncrement();
        if (n < expected) {
            latencies[(int) n] = receivedMillis - at;
            acceptedAt[(int) n] = at;
        }
        if (n + 1 == expected) {
            all.countDown();
        }
    }

    private boolean firstDelivery(String json) {
        BitSet counted = seen.computeIfAbsent(gameId(json), game -> new BitSet());
        int sequenceNumber = (int) number(json, "sequenceNumber");
        synchronized (counted) {
            if (counted.get(sequenceNumber)) {
                return false;
            }
            counted.set(sequenceNumber);
            return true;
        }
    }

    /** Events slower than {@code limit} ms, accepted within 200 ms of each other, as one stall. */
    record Stall(long firstAccepted, long lastDelivered, long events, long worst) {
    }

    /** The stalls over {@code limit} ms, in order of acceptance. */
    List<Stall> stalls(long limit) {
        int n = (int) Math.min(expected, count.get());
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(acceptedAt[a], acceptedAt[b]));
        List<Stall> out = new ArrayList<>();
        long first = 0;
        long lastAccepted = Long.MIN_VALUE;
        long delivered = 0;
        long events = 0;
        long worst = 0;
        for (int i : order) {
            if (latencies[i] <= limit) {
                continue;
            }
            if (events > 0 && acceptedAt[i] - lastAccepted > 200) {
                out.add(new Stall(first, delivered, events, worst));
                events = 0;
            }
            if (events == 0) {
                first = acceptedAt[i];
                delivered = 0;
                worst = 0;
            }
            events++;
            lastAccepted = acceptedAt[i];
            delivered = Math.max(delivered, acceptedAt[i] + latencies[i]);
            worst = Math.max(worst, latencies[i]);
        }
        if (events > 0) {
            out.add(new Stall(first, delivered, events, worst));
        }
        return out;
    }

    /** The latency in ms below which {@code share} of the events arrived. */
    long percentile(double share) {
        long[] sorted = sorted();
        return sorted[(int) (sorted.length * share)];
    }

    private long[] sorted() {
        long[] sorted = Arrays.copyOf(latencies, (int) Math.min(expected, count.get()));
        Arrays.sort(sorted);
        return sorted;
    }

    String summary() {
        long[] sorted = sorted();
        return String.format("p50 %d ms, p99 %d ms, max %d ms (%,d events)", sorted[sorted.length / 2],
                sorted[(int) (sorted.length * 0.99)], sorted[sorted.length - 1], sorted.length);
    }

    /** A whole-number field of the envelope, before its payload. */
    static long number(String envelope, String name) {
        int from = valueAt(envelope, key(name));
        if (from < 0 || !Character.isDigit(envelope.charAt(from))) {
            throw new IllegalArgumentException("no whole number " + name + " in " + envelope);
        }
        long value = 0;
        for (int i = from; Character.isDigit(envelope.charAt(i)); i++) {
            value = value * 10 + (envelope.charAt(i) - '0');
        }
        return value;
    }

    /** The envelope's game, or null. */
    static String gameId(String envelope) {
        return text(envelope, valueAt(envelope, GAME_ID));
    }

    /** A string field of the envelope, before its payload, or null. */
    static String field(String envelope, String name) {
        return text(envelope, valueAt(envelope, key(name)));
    }

    private static String text(String envelope, int from) {
        if (from < 0 || envelope.charAt(from) != '"') {
            return null;
        }
        return envelope.substring(from + 1, envelope.indexOf('"', from + 1));
    }

    /**
     * The envelope's timestamp ({@code Instant.toString()}: {@code 2026-11-23T18:00:00.123Z}, the
     * fraction left out when it is zero) in epoch ms, read in place: {@code Instant.parse} made
     * about 2 kB of garbage an event in each reader, in the heap the service shares.
     */
    static long epochMillis(String envelope, int from) {
        int i = from + 1;
        if (from < 0 || envelope.length() < i + 20 || envelope.charAt(i + 4) != '-' || envelope.charAt(i + 10) != 'T') {
            return Instant.parse(text(envelope, from)).toEpochMilli();
        }
        long day = LocalDate.of(digits(envelope, i, 4), digits(envelope, i + 5, 2), digits(envelope, i + 8, 2))
                .toEpochDay();
        long seconds = day * 86_400 + digits(envelope, i + 11, 2) * 3600L + digits(envelope, i + 14, 2) * 60L
                + digits(envelope, i + 17, 2);
        int millis = 0;
        int at = i + 19;
        if (envelope.charAt(at) == '.') {
            for (int place = 100; Character.isDigit(envelope.charAt(++at)); place /= 10) {
                millis += place * (envelope.charAt(at) - '0');
            }
        }
        if (envelope.charAt(at) != 'Z') {
            return Instant.parse(text(envelope, from)).toEpochMilli();
        }
        return seconds * 1000 + millis;
    }

    private static int digits(String text, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("expected a digit at " + i + " of " + text);
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static String key(String name) {
        return "\"" + name + "\":";
    }

    /**
     * Where the value of the envelope's own field ({@code key}: its quoted name and the colon)
     * starts, or -1: the envelope's fields come before its payload, whose fields may share their names.
     */
    private static int valueAt(String envelope, String key) {
        int at = envelope.indexOf(key);
        int payload = envelope.indexOf(PAYLOAD);
        return at < 0 || (payload >= 0 && at > payload) ? -1 : at + key.length();
    }
}
