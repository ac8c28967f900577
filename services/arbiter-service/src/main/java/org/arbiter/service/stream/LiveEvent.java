package org.arbiter.service.stream;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.axonframework.eventhandling.TrackingToken;

/**
 * One event as every SSE client receives it: made once per instance, its {@code text} (the whole
 * SSE event: id, type and the envelope of docs/events.md) shared by every client's queue.
 * {@code handed} is what its id says the client has been handed with it, {@code position} the
 * event's own position in the store. {@code gameId}, {@code type}, {@code eventId} and
 * {@code handed} are null (and {@code position} -1) for a keep-alive comment.
 */
record LiveEvent(String gameId, String type, Instant recordedAt, String eventId, TrackingToken handed, long position,
                 byte[] text) {
    static final LiveEvent KEEP_ALIVE = comment("keep-alive");
    static final LiveEvent CONNECTED = comment("connected");

    static LiveEvent of(String gameId, String type, Instant recordedAt, String eventId, TrackingToken handed,
                        long position, String json) {
        String text = "id:" + ResumePoint.idOf(handed) + "\nevent:" + type + "\ndata:" + json + "\n\n";
        return new LiveEvent(gameId, type, recordedAt, eventId, handed, position, text.getBytes(StandardCharsets.UTF_8));
    }

    private static LiveEvent comment(String comment) {
        return new LiveEvent(null, null, null, null, null, -1,
                (":" + comment + "\n\n").getBytes(StandardCharsets.UTF_8));
    }

    boolean isComment() {
        return type == null;
    }

    /** The same event with the id of {@code other}: for one client, written out of the store's order. */
    LiveEvent handing(TrackingToken other) {
        int idEnd = 0;
        while (text[idEnd] != '\n') {
            idEnd++;
        }
        byte[] id = ("id:" + ResumePoint.idOf(other)).getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[id.length + text.length - idEnd];
        System.arraycopy(id, 0, out, 0, id.length);
        System.arraycopy(text, idEnd, out, id.length, text.length - idEnd);
        return new LiveEvent(gameId, type, recordedAt, eventId, other, position, out);
    }
}
