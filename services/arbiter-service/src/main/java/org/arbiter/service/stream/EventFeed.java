package org.arbiter.service.stream;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.annotation.PreDestroy;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.arbiter.service.envelope.EventEnvelope;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * One reader of the event store per SSE client, on its own thread: the store's tailing stream
 * shares recent events between readers, and a client that starts behind reads from the store
 * until it has caught up.
 */
@Component
class EventFeed implements SmartLifecycle {
    private static final Duration HEARTBEAT = Duration.ofSeconds(15);
    private static final int BATCH = 256;

    private final EventStore events;
    private final EventEnvelope envelope;
    private final long timeoutMillis;
    private final Timer latency;
    private final Set<Subscriber> subscribers = ConcurrentHashMap.newKeySet();
    private volatile boolean running;
    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread t = new Thread(runnable, "sse-" + Counter.NEXT.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    EventFeed(EventStore events, EventEnvelope envelope, MeterRegistry meters,
              @Value("${arbiter.sse.timeout:PT1H}") Duration timeout) {
        this.events = events;
        this.envelope = envelope;
        this.timeoutMillis = timeout.toMillis();
        this.latency = Timer.builder("arbiter.sse.latency")
                .description("From an event's recording to its sending on SSE")
                .publishPercentiles(0.5, 0.99).register(meters);
        meters.gauge("arbiter.sse.clients", subscribers, Set::size);
    }

    /**
     * Streams events after {@code after} (where a reader stood, see {@link ResumePoint}; null for
     * only what comes next), of one game or, with {@code gameId} null, of all.
     */
    SseEmitter subscribe(String gameId, TrackingToken after) {
        SseEmitter emitter = new SseEmitter(timeoutMillis);
        TrackingToken start = after == null ? events.createHeadToken() : after;
        Subscriber s = new Subscriber(emitter, gameId, start);
        subscribers.add(s);
        emitter.onCompletion(s::stop);
        emitter.onTimeout(s::stop);
        emitter.onError(e -> s.stop());
        threads.execute(s);
        return emitter;
    }

    /**
     * Ends every stream when the service stops, before the web server's graceful shutdown, which
     * would otherwise wait for these never-ending responses. Clients reconnect with Last-Event-ID.
     */
    @Override
    public void stop() {
        running = false;
        subscribers.forEach(s -> {
            s.stop();
            s.emitter.complete();
        });
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE;
    }

    @PreDestroy
    void close() {
        threads.shutdownNow();
    }

    private final class Subscriber implements Runnable {
        final SseEmitter emitter;
        final String gameId;
        final TrackingToken start;
        final AtomicBoolean running = new AtomicBoolean(true);

        Subscriber(SseEmitter emitter, String gameId, TrackingToken start) {
            this.emitter = emitter;
            this.gameId = gameId;
            this.start = start;
        }

        void stop() {
            running.set(false);
        }

        /**
         * Sends the events that are available now (up to a batch) as one write and one flush. The
         * frames are written here rather than by {@code SseEmitter.event()}: the emitter writes and
         * flushes every field of every event separately, a socket write each.
         */
        private void sendAvailable(BlockingStream<TrackedEventMessage<?>> stream) throws IOException, InterruptedException {
            // sized for a few events: most sends carry what arrived since the last one, and a
            // buffer sized for a whole batch (128 kB), made for each send, was the largest single
            // share of what the service allocated (an allocation profile, docs/benchmarks.md)
            ByteArrayOutputStream frames = new ByteArrayOutputStream(4096);
            List<Instant> recorded = new ArrayList<>();
            while (recorded.size() < BATCH && stream.hasNextAvailable()) {
                TrackedEventMessage<?> event = stream.nextAvailable();
                if (gameId != null && !gameId.equals(EventEnvelope.gameId(event))) {
                    continue;
                }
                TrackingToken token = event.trackingToken();
                frame(frames, ResumePoint.idOf(token), event.getPayloadType().getSimpleName(),
                        envelope.utf8(event, token.position().orElse(-1)));
                recorded.add(event.getTimestamp());
            }
            if (!recorded.isEmpty()) {
                emitter.send(Set.of(new ResponseBodyEmitter.DataWithMediaType(frames.toByteArray(), MediaType.TEXT_PLAIN)));
                Instant now = Instant.now();
                recorded.forEach(at -> latency.record(Duration.between(at, now)));
            }
        }

        /**
         * Ends the response after a failed write. When the client has gone, the container has
         * already ended the response and refuses this; there is nobody left to tell.
         */
        private void endWithError(Exception e) {
            try {
                emitter.completeWithError(e);
            } catch (IllegalStateException alreadyEnded) {
                // the response ended when the client went; this thread simply stops
            }
        }

        @Override
        public void run() {
            try (BlockingStream<TrackedEventMessage<?>> stream = events.openStream(start)) {
                // sent at once so that the response's headers reach the client before any event does
                emitter.send(SseEmitter.event().comment("connected"));
                Instant lastSent = Instant.now();
                while (running.get()) {
                    if (stream.hasNextAvailable(1, TimeUnit.SECONDS)) {
                        sendAvailable(stream);
                        lastSent = Instant.now();
                    } else if (Duration.between(lastSent, Instant.now()).compareTo(HEARTBEAT) > 0) {
                        emitter.send(SseEmitter.event().comment("keep-alive"));
                        lastSent = Instant.now();
                    }
                }
            } catch (IOException | IllegalStateException e) {
                endWithError(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                emitter.complete();
            } finally {
                subscribers.remove(this);
            }
        }
    }

    /**
     * One server-sent event: its id, its name, and the data (UTF-8), a {@code data:} line per line
     * of it. A line break in UTF-8 is always the single byte 0x0A, never part of another character.
     */
    static void frame(ByteArrayOutputStream out, String id, String name, byte[] data) {
        text(out, "id:");
        text(out, id);
        text(out, "\nevent:");
        text(out, name);
        text(out, "\ndata:");
        int line = 0;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == '\n') {
                out.write(data, line, i - line);
                text(out, "\ndata:");
                line = i + 1;
            }
        }
        out.write(data, line, data.length - line);
        text(out, "\n\n");
    }

    /** Text in UTF-8, written a byte per character where it is ASCII, as ids and type names are. */
    private static void text(ByteArrayOutputStream out, String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
                return;
            }
        }
        for (int i = 0; i < text.length(); i++) {
            out.write(text.charAt(i));
        }
    }

    private static final class Counter {
        static final AtomicInteger NEXT = new AtomicInteger();
    }
}
