package org.arbiter.service.stream;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.arbiter.service.envelope.EventEnvelope;
import org.arbiter.service.history.LiveBoards;
import org.arbiter.service.security.Callers;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;

/**
 * The SSE clients of this instance. One reader follows the event store and turns each event into
 * its SSE text once; every client's {@link Subscriber} queues that same text and writes it without
 * blocking, so a slow client never holds up the others and an idle one holds no thread. A client
 * that comes back with Last-Event-ID joins the live events at once, held back, and reads what it
 * missed before the join from the store on a catch-up thread of its own ({@link JoinPoint}).
 */
@Component
class EventFeed implements SmartLifecycle, Subscriber.Feed {
    private static final Logger LOG = LoggerFactory.getLogger(EventFeed.class);
    private static final Duration HEARTBEAT = Duration.ofSeconds(15);
    /** How long a catching-up client may leave its queue half full before it is cut off. */
    private static final Duration CATCH_UP_PATIENCE = Duration.ofSeconds(30);

    private final EventStore events;
    private final LiveBoards boards;
    private final ObjectMapper json;
    private final Callers callers;
    private final long timeoutMillis;
    private final long backlog;
    private final Timer latency;
    private final Set<Subscriber> subscribers = ConcurrentHashMap.newKeySet();
    private final ExecutorService writers;
    private final ExecutorService catchUps;
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(daemon("sse-heartbeat"));
    /** Apart from the heartbeat: a database slow to answer must not hold the keep-alives back. */
    private final ScheduledExecutorService rechecks = Executors.newSingleThreadScheduledExecutor(daemon("sse-readers"));
    private volatile boolean running;
    private Thread reader;
    /** Where the live reader stands: what a client that joins now has been handed already. */
    private volatile JoinPoint reading = JoinPoint.start(null);

    EventFeed(EventStore events, LiveBoards boards, ObjectMapper json, MeterRegistry meters, Callers callers,
              @Value("${arbiter.sse.timeout:PT1H}") Duration timeout,
              @Value("${arbiter.sse.backlog:256KB}") DataSize backlog,
              @Value("${arbiter.sse.writers:2}") int writers,
              @Value("${arbiter.sse.catch-ups:4}") int catchUps) {
        this.events = events;
        this.boards = boards;
        this.json = json;
        this.callers = callers;
        this.timeoutMillis = timeout.toMillis();
        this.backlog = backlog.toBytes();
        this.writers = Executors.newFixedThreadPool(writers, daemon("sse-write"));
        this.catchUps = Executors.newFixedThreadPool(catchUps, daemon("sse-catch-up"));
        this.latency = Timer.builder("arbiter.sse.latency")
                .description("From a live event's recording to its writing on SSE (catch-up replays are not counted)")
                .publishPercentiles(0.5, 0.99).register(meters);
        meters.gauge("arbiter.sse.clients", subscribers, Set::size);
    }

    /**
     * Answers the request with a stream of the events after {@code after} (where a reader stood,
     * see {@link ResumePoint}; null for only what comes next) that {@code filter} passes, each once
     * {@code shown} passes it (held back until then, every second asked again, in order), while
     * {@code reading} says that its reader may still read: asked again within a second of any change
     * to users, appointments or tokens, on any instance, and the stream ends when it says no.
     */
    void subscribe(HttpServletRequest request, HttpServletResponse response, SubscriberFilter filter,
                   SubscriberFilter shown, BooleanSupplier reading, TrackingToken after) throws IOException {
        response.setContentType("text/event-stream;charset=UTF-8");
        response.setHeader("Cache-Control", "no-cache");
        response.setHeader("X-Accel-Buffering", "no");
        AsyncContext async = request.startAsync();
        async.setTimeout(timeoutMillis);
        Subscriber s = new Subscriber(async, filter, shown, reading, backlog, writers, this);
        if (after == null) {
            s.start();
            subscribers.add(s);
        } else {
            s.resumeFrom(after);
            s.start();
            catchUps.execute(() -> catchUp(s, after));
        }
    }

    /**
     * Joins the client to the live events first, held back, then reads from the store what it
     * missed of the events the live reader had handed out before the join (see {@link JoinPoint}),
     * and then lets the held-back live events follow.
     */
    private void catchUp(Subscriber s, TrackingToken after) {
        s.holdBack();
        subscribers.add(s);
        JoinPoint join = reading;
        try (BlockingStream<TrackedEventMessage<?>> stream = events.openStream(after)) {
            TrackingToken read = after;
            // read here but left to the live reader: the ids sent meanwhile must not claim them
            SortedSet<Long> withheld = new TreeSet<>();
            long lastProgress = System.nanoTime();
            while (!s.isClosed() && !join.coveredBy(read)) {
                if (!stream.hasNextAvailable(1, TimeUnit.SECONDS)) {
                    if (join.reachedBy(read)) {
                        // as far as the live reader, and a second with nothing more: what is still outstanding may never be filled
                        break;
                    }
                    if (System.nanoTime() - lastProgress > CATCH_UP_PATIENCE.toNanos()) {
                        LOG.warn("an SSE client's catch-up read nothing for {} short of {}; it is cut off and may come back",
                                CATCH_UP_PATIENCE, join.reached());
                        s.close();
                    }
                    continue;
                }
                TrackedEventMessage<?> event = stream.nextAvailable();
                long own = JoinPoint.ownPosition(read, event.trackingToken());
                read = event.trackingToken();
                lastProgress = System.nanoTime();
                if (!join.sentByCatchUp(own)) {
                    withheld.add(own);
                } else if (!s.send(live(event, JoinPoint.handedTo(read, withheld), own), CATCH_UP_PATIENCE)) {
                    return;
                }
            }
            s.goLive(join.lastEventId());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            s.close();
        } catch (RuntimeException e) {
            LOG.warn("an SSE client's catch-up from the event store failed; it is cut off and may come back", e);
            s.close();
        }
    }

    /** The event as every client receives it: its SSE id, type and envelope, made once. */
    private LiveEvent live(TrackedEventMessage<?> event, long own) {
        return live(event, event.trackingToken(), own);
    }

    /** The event with the SSE id of {@code handed}: what its client has been handed with it. */
    private LiveEvent live(TrackedEventMessage<?> event, TrackingToken handed, long own) {
        TrackingToken token = event.trackingToken();
        long position = token.position().orElse(-1);
        EventEnvelope envelope = EventEnvelope.of(event, position, boards);
        try {
            return LiveEvent.of(envelope.gameId(), envelope.type(), event.getTimestamp(), event.getIdentifier(),
                    handed, own, json.writeValueAsString(envelope));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event's envelope cannot be written as JSON: " + envelope.eventId(), e);
        }
    }

    /** The instance's one reader of the store, from what comes next; after a failure it goes on from where it was. */
    private void follow() {
        TrackingToken from = events.createHeadToken();
        reading = JoinPoint.start(from);
        while (running) {
            try (BlockingStream<TrackedEventMessage<?>> stream = events.openStream(from)) {
                while (running) {
                    if (stream.hasNextAvailable(1, TimeUnit.SECONDS)) {
                        TrackedEventMessage<?> event = stream.nextAvailable();
                        long own = JoinPoint.ownPosition(from, event.trackingToken());
                        from = event.trackingToken();
                        LiveEvent e = live(event, own);
                        // before the clients have it: a client joining from now on is owed it by the catch-up
                        reading = reading.after(from, event.getIdentifier());
                        for (Subscriber s : subscribers) {
                            s.offer(e);
                        }
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                LOG.warn("the SSE feed's reader of the event store failed; it reads on in a second", e);
                pause();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }

    /** Ends the streams whose readers may no longer read, once for each change to the credentials. */
    private void recheckReaders() {
        try {
            long version = callers.version();
            subscribers.forEach(s -> s.recheck(version));
        } catch (RuntimeException e) {
            LOG.warn("the SSE readers' credentials could not be checked again; tried again in a second", e);
        }
    }

    /** Writes to each client the events a broadcast delay held back whose time has come. */
    private void releaseHeldBack() {
        try {
            subscribers.forEach(Subscriber::release);
        } catch (RuntimeException e) {
            LOG.warn("the SSE events held back by a broadcast delay could not be released; tried again in a second", e);
        }
    }

    @Override
    public void written(Duration delay) {
        latency.record(delay);
    }

    @Override
    public void gone(Subscriber subscriber) {
        subscribers.remove(subscriber);
    }

    @Override
    public void start() {
        running = true;
        reader = daemon("sse-feed").newThread(this::follow);
        reader.start();
        heartbeat.scheduleWithFixedDelay(() -> subscribers.forEach(s -> s.keepAlive(HEARTBEAT)),
                HEARTBEAT.toMillis(), 1000, TimeUnit.MILLISECONDS);
        rechecks.scheduleWithFixedDelay(this::recheckReaders, 1000, 1000, TimeUnit.MILLISECONDS);
        // events a broadcast delay held back go out within a second of their time
        rechecks.scheduleWithFixedDelay(this::releaseHeldBack, 1000, 1000, TimeUnit.MILLISECONDS);
    }

    /**
     * Ends every stream when the service stops, before the web server's graceful shutdown, which
     * would otherwise wait for these never-ending responses. Clients reconnect with Last-Event-ID.
     */
    @Override
    public void stop() {
        running = false;
        subscribers.forEach(Subscriber::close);
        if (reader != null) {
            reader.interrupt();
        }
        heartbeat.shutdownNow();
        rechecks.shutdownNow();
        catchUps.shutdownNow();
        writers.shutdown();
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return runnable -> {
            Thread t = new Thread(runnable, name);
            t.setDaemon(true);
            return t;
        };
    }
}
