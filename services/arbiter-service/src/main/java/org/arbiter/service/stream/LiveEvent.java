package org.arbiter.service.stream;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * One event as every SSE client receives it: made once per instance, its {@code text} (the whole
 * SSE event: id, type and the envelope of docs/events.md) shared by every client's queue.
 * {@code gameId}, {@code type} and {@code eventId} (the store's id of the event) are null for a
 * keep-alive comment.
 */
record LiveEvent(String gameId, String type, Instant recordedAt, String eventId, byte[] text) {
    static final LiveEvent KEEP_ALIVE = comment("keep-alive");
    static final LiveEvent CONNECTED = comment("connected");

    static LiveEvent of(String gameId, String type, Instant recordedAt, String eventId, String id, String json) {
        String text = "id:" + id + "\nevent:" + type + "\ndata:" + json + "\n\n";
        return new LiveEvent(gameId, type, recordedAt, eventId, text.getBytes(StandardCharsets.UTF_8));
    }

    private static LiveEvent comment(String comment) {
        return new LiveEvent(null, null, null, null, (":" + comment + "\n\n").getBytes(StandardCharsets.UTF_8));
    }

    boolean isComment() {
        return type == null;
    }
}
