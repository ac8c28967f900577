package org.arbiter.service.envelope;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

/**
 * An event as it leaves the service, on Kafka and on SSE alike (see {@code docs/events.md}): its
 * type, the game, the sequence number within the game's stream (0 for {@code GameOpened}), the
 * position in the whole event store ({@code globalIndex}), the time it was recorded and the
 * payload, the event's own fields. Jackson writes it.
 */
public record EventEnvelope(String eventId, String type, String gameId, Long sequenceNumber, long globalIndex,
                            String timestamp, Object payload) {

    public static EventEnvelope of(EventMessage<?> event, long globalIndex) {
        String gameId = gameId(event);
        Long sequence = event instanceof DomainEventMessage<?> domain ? domain.getSequenceNumber() : null;
        return new EventEnvelope(event.getIdentifier(), event.getPayloadType().getSimpleName(), gameId, sequence,
                globalIndex, event.getTimestamp().toString(), event.getPayload());
    }

    /** The game an event belongs to, or null for an event outside any game. */
    public static String gameId(EventMessage<?> event) {
        return event instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : null;
    }
}
