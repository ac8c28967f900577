package org.arbiter.service.stream;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.axonframework.eventhandling.TrackingToken;

/**
 * One client's events that its reader may not see yet: a broadcast delay holds them back. The
 * others go on past them: an event written while some before it wait carries an id that lists
 * their positions as outstanding ({@link ResumePoint}), so that a client coming back with it is
 * sent them once their time has come, and misses nothing. Past {@link #MOST_PASSED} waiting, the
 * rest wait behind them in order instead, so that an id stays within what {@link ResumePoint} reads.
 */
final class NotYet {
    /**
     * The most events held back (references to the events every client shares): past it the client
     * is cut off, and comes back with Last-Event-ID.
     */
    static final int MOST = 200_000;
    /** The most waiting events that later ones may go past (an id lists them; ResumePoint reads 10,000). */
    static final int MOST_PASSED = 5_000;

    private final SubscriberFilter shown;
    /** Guarded by this: the events waiting, in the order read, and their positions. */
    private final Deque<LiveEvent> waiting = new ArrayDeque<>();
    private final SortedSet<Long> positions = new TreeSet<>();
    /** Guarded by this: what the last event given to {@link #deliver} was handed with; null before any. */
    private TrackingToken frontier;

    NotYet(SubscriberFilter shown) {
        this.shown = shown;
    }

    /**
     * Hands the event on to {@code write} when the reader may see it (with an id naming the events
     * still waiting before it), else keeps it; false when more than {@link #MOST} wait.
     */
    synchronized boolean deliver(LiveEvent event, Consumer<LiveEvent> write) {
        if (event.handed() != null) {
            frontier = event.handed();
        }
        boolean seen = shown.passes(event);
        if (seen && waiting.isEmpty()) {
            write.accept(event);
            return true;
        }
        if (seen && positions.size() <= MOST_PASSED) {
            write.accept(event.handing(JoinPoint.handedTo(event.handed(), positions)));
            return true;
        }
        waiting.add(event);
        positions.add(event.position());
        return waiting.size() <= MOST;
    }

    /** Hands on the events kept whose time has come, in order, each with an id naming those still waiting. */
    synchronized void release(Consumer<LiveEvent> write) {
        boolean first = true;
        for (Iterator<LiveEvent> each = waiting.iterator(); each.hasNext(); ) {
            LiveEvent e = each.next();
            boolean passing = !first;
            if (passing && positions.size() > MOST_PASSED) {
                return;
            }
            if (!shown.passes(e)) {
                first = false;
                continue;
            }
            each.remove();
            positions.remove(e.position());
            write.accept(positions.size() <= MOST_PASSED ? e.handing(JoinPoint.handedTo(frontier, positions)) : e);
        }
    }

    synchronized void clear() {
        waiting.clear();
        positions.clear();
    }
}
