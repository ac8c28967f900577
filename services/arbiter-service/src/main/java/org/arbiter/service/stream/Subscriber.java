package org.arbiter.service.stream;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.axonframework.eventhandling.TrackingToken;

/**
 * One SSE client. Events wait in its own queue and are written with the servlet's non-blocking
 * output: no thread waits on a client, an idle client costs only its queue and its connection,
 * and a client that does not read fills only its own queue. When that queue holds more than
 * {@code backlog} bytes the client is cut off; it comes back with Last-Event-ID and reads what it
 * missed from the event store. Tomcat cuts it off sooner when it could write nothing to it for
 * {@code server.tomcat.connection-timeout} (its write timeout): the connection closes without the
 * last chunk, and {@link #onError} forgets the client. The queue holds references to the events every client shares, so
 * all queues together hold at most the events of the last {@code backlog} bytes.
 */
final class Subscriber implements WriteListener, AsyncListener {
    private final AsyncContext async;
    private final SubscriberFilter filter;
    /** The events the filter passed that the reader may not see yet: a broadcast delay holds them back. */
    private final NotYet notYet;
    /** Whether the reader may still read (his token not revoked, he not removed), asked when credentials change. */
    private final BooleanSupplier reading;
    /** The credentials' version {@link #reading} was last asked under; -1 until it is first asked. */
    private long checkedVersion = -1;
    private final long backlog;
    private final Executor writers;
    private final Feed feed;
    /** Events recorded before this are a catch-up replay, not live: their delay is not latency. */
    private final Instant subscribed = Instant.now();

    /** How many of the last events queued are remembered, so that one handed out twice is written once. */
    private static final int RECENT = 128;

    /** Guarded by this: the events to write, their size, and, while catching up, the live events held back. */
    private final Deque<LiveEvent> pending = new ArrayDeque<>();
    private long pendingBytes;
    /**
     * Guarded by this: the ids of the last events queued, the oldest overwritten first. A clean-clone
     * run on PostgreSQL once sent an event twice to a client that came back with Last-Event-ID, its
     * cause not found; the repeats this guards against (the store's stream where it moves onto the
     * store's shared cache, or where a catch-up meets the live events) come close after the first.
     */
    private final String[] recent = new String[RECENT];
    private int recentNext;
    private List<LiveEvent> heldBack;
    private long heldBytes;
    /** What a client that came back said it has ({@code Last-Event-ID}, {@code after}): never written again. */
    private volatile TrackingToken resumedFrom;

    /**
     * Guarded by {@link #writing}: the stream (null once nothing more may be written), whether
     * something was written since the last flush, and whether the response was ended (completed).
     */
    private final Object writing = new Object();
    private ServletOutputStream out;
    private boolean unflushed;
    private boolean ended;
    /** Set once the container calls {@link #onWritePossible} first: nothing is written before the response starts. */
    private volatile boolean started;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile Instant lastWrite = Instant.now();

    /** What the client's feed does for it: measure a write's latency, and forget it once it has gone. */
    interface Feed {
        void written(Duration latency);

        void gone(Subscriber subscriber);
    }

    Subscriber(AsyncContext async, SubscriberFilter filter, SubscriberFilter shown, BooleanSupplier reading,
               long backlog, Executor writers, Feed feed) {
        this.async = async;
        this.filter = filter;
        this.notYet = new NotYet(shown);
        this.reading = reading;
        this.backlog = backlog;
        this.writers = writers;
        this.feed = feed;
    }

    /** Starts writing: the first thing the client receives is a comment, so that it sees the response at once. */
    void start() throws IOException {
        enqueue(LiveEvent.CONNECTED);
        async.addListener(this);
        ServletOutputStream stream = async.getResponse().getOutputStream();
        synchronized (writing) {
            out = stream;
        }
        stream.setWriteListener(this);
    }

    /** A live event, from the feed's reader; dropped unless the filter passes it. */
    void offer(LiveEvent event) {
        if (closed.get() || !filter.passes(event)) {
            return;
        }
        boolean heldTooMuch = false;
        synchronized (this) {
            if (heldBack != null) {
                heldBack.add(event);
                heldBytes += event.text().length;
                if (heldBytes <= backlog) {
                    return;
                }
                heldTooMuch = true;
            }
        }
        if (heldTooMuch) {
            close();
        } else {
            deliver(event);
        }
    }

    /** An event for the client: written when the reader may see it and nothing before it waits, else held back. */
    private void deliver(LiveEvent event) {
        if (!notYet.deliver(event, this::enqueue)) {
            close();
        }
    }

    /** Writes the events held back whose time has come, in order, up to the first that must still wait. */
    void release() {
        if (!closed.get()) {
            notYet.release(this::enqueue);
        }
    }

    /** Ends the stream when its reader may no longer read; asked once for each version of the credentials. */
    void recheck(long version) {
        if (version != checkedVersion && !closed.get()) {
            checkedVersion = version;
            if (!reading.getAsBoolean()) {
                close();
            }
        }
    }

    /** A keep-alive comment, when nothing was written for {@code quiet}. */
    void keepAlive(Duration quiet) {
        if (Duration.between(lastWrite, Instant.now()).compareTo(quiet) > 0) {
            enqueue(LiveEvent.KEEP_ALIVE);
        }
    }

    /** From now on live events are held back, for {@link #goLive} to send after the catch-up. */
    synchronized void holdBack() {
        heldBack = new ArrayList<>();
    }

    /**
     * The catch-up is done: the live events held back meanwhile are sent, but not the one the
     * live reader was handing out at the join ({@code joinedAt}, the id of its event), which the
     * catch-up owed the client.
     */
    void goLive(String joinedAt) {
        List<LiveEvent> held;
        synchronized (this) {
            held = heldBack;
            heldBack = null;
        }
        if (held == null) {
            return;
        }
        for (LiveEvent e : held) {
            if (joinedAt == null || !joinedAt.equals(e.eventId())) {
                deliver(e);
            }
        }
    }

    /**
     * An event read from the store for this client alone (a catch-up): waits while the queue is
     * half full, so that a catch-up goes at the client's pace; false once the client has gone or
     * when it has not read for {@code patience}.
     */
    boolean send(LiveEvent event, Duration patience) throws InterruptedException {
        if (!filter.passes(event)) {
            return !closed.get();
        }
        long deadline = System.nanoTime() + patience.toNanos();
        boolean stalled = false;
        synchronized (this) {
            while (pendingBytes > backlog / 2 && !closed.get() && !stalled) {
                long left = deadline - System.nanoTime();
                stalled = left <= 0;
                if (!stalled) {
                    wait(Math.max(1, left / 1_000_000));
                }
            }
        }
        if (stalled) {
            close();
        }
        if (closed.get()) {
            return false;
        }
        deliver(event);
        return true;
    }

    boolean isClosed() {
        return closed.get();
    }

    /** A clean-clone run on PostgreSQL (rolled-back commits outstanding for good) sent a resumed client its last event again. */
    void resumeFrom(TrackingToken after) {
        resumedFrom = after;
    }

    private void enqueue(LiveEvent event) {
        boolean over;
        synchronized (this) {
            TrackingToken after = resumedFrom;
            if (queuedBefore(event) || after != null && event.position() >= 0 && ResumePoint.covers(after, event.position())) {
                return;
            }
            pending.add(event);
            pendingBytes += event.text().length;
            over = pendingBytes > backlog;
        }
        if (over) {
            close();
        } else {
            schedule();
        }
    }

    /** Guarded by this: whether the event was queued among the last {@value #RECENT}; if not, it is remembered. */
    private boolean queuedBefore(LiveEvent event) {
        if (event.eventId() == null) {
            return false;
        }
        for (String id : recent) {
            if (event.eventId().equals(id)) {
                return true;
            }
        }
        recent[recentNext] = event.eventId();
        recentNext = (recentNext + 1) % RECENT;
        return false;
    }

    private synchronized LiveEvent next() {
        LiveEvent e = pending.poll();
        if (e != null) {
            pendingBytes -= e.text().length;
            notifyAll();
        }
        return e;
    }

    private void schedule() {
        if (started && !closed.get() && scheduled.compareAndSet(false, true)) {
            writers.execute(this::drain);
        }
    }

    /**
     * Writes what is queued while the connection takes it, then flushes; when it takes no more,
     * the container calls {@link #onWritePossible} once it does, and this goes on from there.
     */
    private void drain() {
        scheduled.set(false);
        synchronized (writing) {
            if (out == null) {
                return;
            }
            try {
                LiveEvent oldest = null;
                while (!closed.get() && out.isReady()) {
                    LiveEvent e = next();
                    if (e == null) {
                        if (!unflushed) {
                            break;
                        }
                        out.flush();
                        unflushed = false;
                        continue;
                    }
                    out.write(e.text());
                    unflushed = true;
                    if (oldest == null && !e.isComment()) {
                        oldest = e;
                    }
                }
                lastWrite = Instant.now();
                if (oldest != null && !oldest.recordedAt().isBefore(subscribed)) {
                    feed.written(Duration.between(oldest.recordedAt(), lastWrite));
                }
            } catch (IOException | IllegalStateException gone) {
                abandon();
            }
        }
    }

    /**
     * Ends the response; the client reconnects with the id of the last event it received. Whoever
     * calls it, the container in a callback included, returns only when no write is under way, and
     * none comes after: once the response has ended, the container recycles its buffers for another
     * request, which a late write would corrupt.
     */
    void close() {
        forget();
        synchronized (writing) {
            out = null;
            end();
        }
    }

    /**
     * A write failed: the client has gone. Nothing more is written, but the response is left for
     * the container to end: the failed write has made it begin to, on a thread of its own, and it
     * calls {@link #onError}, which ends it there. Ended here as well, on this thread, the
     * completion races the container's own, and can reach the next request the container has
     * given the same objects to: a screen's new connection was closed before its response began.
     */
    private void abandon() {
        forget();
        synchronized (writing) {
            out = null;
        }
    }

    private void forget() {
        if (closed.compareAndSet(false, true)) {
            synchronized (this) {
                pending.clear();
                pendingBytes = 0;
                heldBack = null;
                notifyAll();
            }
            notYet.clear();
            feed.gone(this);
        }
    }

    /** Guarded by {@link #writing}. */
    private void end() {
        if (!ended) {
            ended = true;
            try {
                async.complete();
            } catch (IllegalStateException alreadyEnded) {
                // the container ended the response first
            }
        }
    }

    @Override
    public void onWritePossible() {
        started = true;
        scheduled.set(false);
        schedule();
    }

    @Override
    public void onError(Throwable t) {
        close();
    }

    @Override
    public void onComplete(AsyncEvent event) {
        forget();
        synchronized (writing) {
            out = null;
            ended = true;
        }
    }

    @Override
    public void onTimeout(AsyncEvent event) {
        close();
    }

    @Override
    public void onError(AsyncEvent event) {
        close();
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // this listener is added after the start
    }
}
