package org.arbiter.service.stream;

import java.util.Collections;
import java.util.Iterator;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.service.web.BadQuery;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackingToken;

/**
 * The SSE event id: where the stream's reader of the event store stood when it sent that event, so
 * that a client which comes back with it ({@code Last-Event-ID}, or {@code ?after=}) receives
 * exactly what it has not yet received.
 *
 * <p>A position alone is not enough. Arbiters' commits can finish out of order: an event can be
 * committed after events with higher positions, while the reader has already passed its own. The
 * reader keeps such outstanding positions (its token's gaps) and sends the event when it appears.
 * So the id is the position, then, if any are outstanding, a colon and their list, runs of
 * consecutive positions as {@code first-last}: {@code 4711} or {@code 4711:4690-4699,4702}.
 */
final class ResumePoint {
    private static final Pattern FORM = Pattern.compile("(\\d{1,18})(?::(\\d{1,18}(?:-\\d{1,18})?(?:,\\d{1,18}(?:-\\d{1,18})?)*))?");
    /**
     * At most as many outstanding positions as the event store's reader keeps (Axon's JPA storage
     * engine gives up on a gap 10,000 positions behind), so a forged id cannot make the service
     * hold millions of them.
     */
    static final int MOST_OUTSTANDING = 10_000;

    private ResumePoint() {
    }

    /** The id of the event the reader read with this token; a position only for a token without gaps. */
    static String idOf(TrackingToken token) {
        if (token instanceof GapAwareTrackingToken gapAware && !gapAware.getGaps().isEmpty()) {
            StringBuilder id = new StringBuilder(24).append(gapAware.getIndex()).append(':');
            appendRuns(id, gapAware.getGaps());
            return id.toString();
        }
        return Long.toString(token.position().orElse(-1));
    }

    /** Whether a client holding {@code token} has the event at {@code position}: behind it and not outstanding. */
    static boolean covers(TrackingToken token, long position) {
        if (token instanceof GapAwareTrackingToken gapAware) {
            return position <= gapAware.getIndex() && !gapAware.getGaps().contains(position);
        }
        return position <= token.position().orElse(-1);
    }

    private static void appendRuns(StringBuilder out, SortedSet<Long> positions) {
        Iterator<Long> each = positions.iterator();
        long first = each.next();
        long last = first;
        while (each.hasNext()) {
            long next = each.next();
            if (next != last + 1) {
                appendRun(out, first, last).append(',');
                first = next;
            }
            last = next;
        }
        appendRun(out, first, last);
    }

    private static StringBuilder appendRun(StringBuilder out, long first, long last) {
        out.append(first);
        return first == last ? out : out.append('-').append(last);
    }

    /**
     * The reader's token for an id this service sent, from the request {@code field} that carried
     * it. A plain number, as the ids of earlier versions were, has nothing outstanding.
     *
     * @throws BadQuery naming the field, for any other text
     */
    static TrackingToken parse(String id, String field) {
        Matcher form = FORM.matcher(id.strip());
        if (!form.matches()) {
            throw new BadQuery(field + " must be an event id this service sent: a position, optionally followed by"
                    + " ':' and the positions still outstanding (e.g. 4711 or 4711:4690-4699,4702); got '" + id + "'");
        }
        long position = Long.parseLong(form.group(1));
        if (form.group(2) == null) {
            return GapAwareTrackingToken.newInstance(position, Collections.emptySet());
        }
        SortedSet<Long> outstanding = new TreeSet<>();
        long previous = -1;
        for (String run : form.group(2).split(",")) {
            String[] ends = run.split("-");
            long first = Long.parseLong(ends[0]);
            long last = ends.length == 2 ? Long.parseLong(ends[1]) : first;
            if (first <= previous || last < first || last >= position) {
                throw new BadQuery(field + ": the outstanding positions must rise and stay below the position "
                        + position + "; '" + run + "' does not");
            }
            if (outstanding.size() + (last - first + 1) > MOST_OUTSTANDING) {
                throw new BadQuery(field + ": more than " + MOST_OUTSTANDING + " outstanding positions");
            }
            for (long p = first; p <= last; p++) {
                outstanding.add(p);
            }
            previous = last;
        }
        return GapAwareTrackingToken.newInstance(position, outstanding);
    }
}
