package org.arbiter.service.stream;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackingToken;

/**
 * Where the instance's live reader stood when a resuming client joined it: the token of the last
 * event it had handed to the clients ({@code reached}), that event's id, and the position it began
 * at ({@code horizon}; it never reads below it). Every event the client is missing comes to it
 * either from the live reader after the join, or from the client's own catch-up read of the store,
 * never from both: the catch-up sends exactly the events the live reader had read before the join
 * (or that lie below its horizon), and it reads until it has read all of them. Whether it has is
 * told by the tokens alone, never by a pause in the store's stream, which can lag behind the live
 * reader by the store's fetch delay.
 *
 * @param reached the live reader's token at the join (its start token if it had read nothing yet)
 * @param lastEventId the id of the event read at {@code reached}; null if none yet
 * @param horizon the position the live reader began after
 */
record JoinPoint(TrackingToken reached, String lastEventId, long horizon) {

    /** The live reader before it has read anything: it stands at its start. */
    static JoinPoint start(TrackingToken start) {
        return new JoinPoint(start, null, position(start));
    }

    /** The live reader having read one more event. */
    JoinPoint after(TrackingToken token, String eventId) {
        return new JoinPoint(token, eventId, horizon);
    }

    /**
     * Whether the event at this position (its own position, {@link #ownPosition}) reached the
     * clients before the join, or never will live: then only the catch-up sends it.
     */
    boolean sentByCatchUp(long own) {
        return own <= position(reached) && !gaps(reached).contains(own);
    }

    /**
     * Whether a catch-up that stands at {@code read} has read as far as the live reader had: what
     * it may still wait for are positions the live reader had passed and it has not, which the
     * store may never fill (a rolled-back writer's position the live reader no longer lists).
     */
    boolean reachedBy(TrackingToken read) {
        return position(read) >= position(reached);
    }

    /** Whether a catch-up that stands at {@code read} has read every event that only it sends. */
    boolean coveredBy(TrackingToken read) {
        long reachedAt = position(reached);
        if (position(read) < reachedAt) {
            return false;
        }
        SortedSet<Long> stillWaiting = gaps(read);
        for (long gap : stillWaiting.headSet(reachedAt + 1)) {
            if (gap > horizon && !gaps(reached).contains(gap)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The event store position of the event that moved a reader from {@code before} to {@code
     * after}: the new highest position, or, for an event committed after higher ones, the gap it
     * filled (its token's position stays the highest read).
     */
    static long ownPosition(TrackingToken before, TrackingToken after) {
        if (before instanceof GapAwareTrackingToken from && after instanceof GapAwareTrackingToken to
                && to.getIndex() <= from.getIndex()) {
            for (long gap : from.getGaps()) {
                if (!to.getGaps().contains(gap)) {
                    return gap;
                }
            }
        }
        return position(after);
    }

    /**
     * What a catching-up client has been handed once it has an event read at {@code read}: all
     * that the reader read but the positions {@code withheld}, left to the live reader. This is its
     * SSE id, so that a client coming back with it is sent those too.
     */
    static TrackingToken handedTo(TrackingToken read, SortedSet<Long> withheld) {
        if (withheld.isEmpty() || !(read instanceof GapAwareTrackingToken gapAware)) {
            return read;
        }
        SortedSet<Long> outstanding = new TreeSet<>(gapAware.getGaps());
        outstanding.addAll(withheld);
        long index = gapAware.getIndex();
        while (outstanding.contains(index)) {
            index--;
        }
        return GapAwareTrackingToken.newInstance(index, outstanding.headSet(index));
    }

    private static long position(TrackingToken token) {
        return token == null ? -1 : token.position().orElse(-1);
    }

    private static SortedSet<Long> gaps(TrackingToken token) {
        return token instanceof GapAwareTrackingToken gapAware ? gapAware.getGaps() : Collections.emptySortedSet();
    }
}
