package org.arbiter.service.stream;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arbiter.service.envelope.EventEnvelope;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * One reader of the event store per SSE client, on its own thread: the store's tailing stream
 * shares recent events between readers, and a client that starts behind reads from the store
 * until it has caught up.
 */
@Component
class EventFeed implements SmartLifecycle {
    private static final Duration HEARTBEAT = Duration.ofSeconds(15);

    private final EventStore events;
    private final long timeoutMillis;
    private final Timer latency;
    private final Set<Subscriber> subscribers = ConcurrentHashMap.newKeySet();
    private volatile boolean running;
    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread t = new Thread(runnable, "sse");
        t.setDaemon(true);
        return t;
    });

    EventFeed(EventStore events, MeterRegistry meters, @Value("${arbiter.sse.timeout:PT1H}") Duration timeout) {
        this.events = events;
        this.timeoutMillis = timeout.toMillis();
        this.latency = Timer.builder("arbiter.sse.latency")
                .description("From a live event's recording to its sending on SSE (catch-up replays are not counted)")
                .publishPercentiles(0.5, 0.99).register(meters);
        meters.gauge("arbiter.sse.clients", subscribers, Set::size);
    }

    /**
     * Streams events after {@code after} (where a reader stood, see {@link ResumePoint}; null for
     * only what comes next), of the games {@code wanted} accepts (by id).
     */
    SseEmitter subscribe(java.util.function.Predicate<String> wanted, TrackingToken after) {
        SseEmitter emitter = new SseEmitter(timeoutMillis);
        TrackingToken start = after == null ? events.createHeadToken() : after;
        Subscriber s = new Subscriber(emitter, wanted, start, Instant.now());
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

    @PreDestroy
    void close() {
        threads.shutdownNow();
    }

    private final class Subscriber implements Runnable {
        final SseEmitter emitter;
        final java.util.function.Predicate<String> wanted;
        final TrackingToken start;
        /** Events recorded before this are a catch-up replay, not live, and their delay is not latency. */
        final Instant subscribed;
        final AtomicBoolean running = new AtomicBoolean(true);

        Subscriber(SseEmitter emitter, java.util.function.Predicate<String> wanted, TrackingToken start,
                   Instant subscribed) {
            this.emitter = emitter;
            this.wanted = wanted;
            this.start = start;
            this.subscribed = subscribed;
        }

        void stop() {
            running.set(false);
        }

        private void send(TrackedEventMessage<?> event) throws IOException {
            TrackingToken token = event.trackingToken();
            EventEnvelope envelope = EventEnvelope.of(event, token.position().orElse(-1));
            emitter.send(SseEmitter.event().id(ResumePoint.idOf(token)).name(envelope.type())
                    .data(envelope, MediaType.APPLICATION_JSON));
            if (!event.getTimestamp().isBefore(subscribed)) {
                latency.record(Duration.between(event.getTimestamp(), Instant.now()));
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
                        TrackedEventMessage<?> event = stream.nextAvailable();
                        if (wanted.test(EventEnvelope.gameId(event))) {
                            send(event);
                            lastSent = Instant.now();
                        }
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

        /** After a failed write the client has usually gone, and the container has ended the response already. */
        private void endWithError(Exception e) {
            try {
                emitter.completeWithError(e);
            } catch (IllegalStateException alreadyEnded) {
                running.set(false);
            }
        }
    }
}
