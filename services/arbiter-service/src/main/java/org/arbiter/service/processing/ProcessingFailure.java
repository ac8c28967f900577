package org.arbiter.service.processing;

import java.time.Instant;

/**
 * An event a processor could not handle: which processor, the game (the event's aggregate), the
 * event's number in that game and its id, and why. The processor went on with every other event.
 */
public record ProcessingFailure(String processor, String gameId, long sequence, String eventId, String eventType,
                                String reason, Instant at) {
}
