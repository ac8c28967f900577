package org.arbiter.service.processing;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.StreamableMessageSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The event store as a pooled streaming processor's source, with availability callbacks.
 *
 * <p>A pooled processor's coordinator that finds no event waits for its stream to call back; the
 * embedded event store's streams never do, so the coordinator falls back to looking again every
 * 500 ms, and every event waits for that. Here one thread follows the head of the store (woken by
 * the store the moment an event is committed here, or fetched from another instance) and calls
 * back every open stream. The streams themselves are the store's, unchanged.
 */
@Component("notifyingEventSource")
public class NotifyingEventSource implements StreamableMessageSource<TrackedEventMessage<?>>, SmartLifecycle {
    private static final Logger LOG = LoggerFactory.getLogger(NotifyingEventSource.class);

    private final EventStore events;
    private final Set<Runnable> callbacks = ConcurrentHashMap.newKeySet();
    private volatile Thread watcher;

    NotifyingEventSource(EventStore events) {
        this.events = events;
    }

    @Override
    public BlockingStream<TrackedEventMessage<?>> openStream(TrackingToken token) {
        return new Notified(events.openStream(token));
    }

    @Override
    public TrackingToken createTailToken() {
        return events.createTailToken();
    }

    @Override
    public TrackingToken createHeadToken() {
        return events.createHeadToken();
    }

    @Override
    public TrackingToken createTokenAt(Instant at) {
        return events.createTokenAt(at);
    }

    @Override
    public TrackingToken createTokenSince(Duration since) {
        return events.createTokenSince(since);
    }

    @Override
    public void start() {
        Thread t = new Thread(this::watch, "event-store-watcher");
        t.setDaemon(true);
        watcher = t;
        t.start();
    }

    @Override
    public void stop() {
        Thread t = watcher;
        watcher = null;
        if (t != null) {
            t.interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return watcher != null;
    }

    /** Before the event processors start, after they stop. */
    @Override
    public int getPhase() {
        return Integer.MIN_VALUE + 1000;
    }

    private void watch() {
        while (watcher == Thread.currentThread()) {
            try (BlockingStream<TrackedEventMessage<?>> head = events.openStream(events.createHeadToken())) {
                while (watcher == Thread.currentThread()) {
                    if (head.hasNextAvailable(1, TimeUnit.SECONDS)) {
                        while (head.hasNextAvailable()) {
                            head.nextAvailable();
                        }
                        callbacks.forEach(Runnable::run);
                    }
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                LOG.warn("following the event store failed; starting again", e);
                pause();
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private final class Notified implements BlockingStream<TrackedEventMessage<?>> {
        private final BlockingStream<TrackedEventMessage<?>> stream;
        private Runnable callback;

        Notified(BlockingStream<TrackedEventMessage<?>> stream) {
            this.stream = stream;
        }

        @Override
        public Optional<TrackedEventMessage<?>> peek() {
            return stream.peek();
        }

        @Override
        public boolean hasNextAvailable() {
            return stream.hasNextAvailable();
        }

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            return stream.hasNextAvailable(timeout, unit);
        }

        @Override
        public TrackedEventMessage<?> nextAvailable() throws InterruptedException {
            return stream.nextAvailable();
        }

        @Override
        public void skipMessagesWithPayloadTypeOf(TrackedEventMessage<?> ignored) {
            stream.skipMessagesWithPayloadTypeOf(ignored);
        }

        @Override
        public boolean setOnAvailableCallback(Runnable callback) {
            if (this.callback != null) {
                callbacks.remove(this.callback);
            }
            this.callback = callback;
            callbacks.add(callback);
            return true;
        }

        @Override
        public void close() {
            if (callback != null) {
                callbacks.remove(callback);
            }
            stream.close();
        }
    }
}
