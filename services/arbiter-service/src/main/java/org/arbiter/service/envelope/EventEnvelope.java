package org.arbiter.service.envelope;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

/**
 * An event as it leaves the service (see {@code docs/events.md}): its type, the game, the
 * sequence number within the game's stream (0 for {@code GameOpened}), the position in the
 * whole event store ({@code globalIndex}, also the SSE event id), the time it was recorded and
 * the payload's fields.
 */
public final class EventEnvelope {
    private EventEnvelope() {
    }

    /** The envelope as a map, fields in the documented order. */
    public static Map<String, Object> of(EventMessage<?> event, long globalIndex) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("eventId", event.getIdentifier());
        out.put("type", event.getPayloadType().getSimpleName());
        if (event instanceof DomainEventMessage<?> domain) {
            out.put("gameId", domain.getAggregateIdentifier());
            out.put("sequenceNumber", domain.getSequenceNumber());
        } else {
            out.put("gameId", null);
            out.put("sequenceNumber", null);
        }
        out.put("globalIndex", globalIndex);
        out.put("timestamp", event.getTimestamp().toString());
        out.put("payload", event.getPayload());
        return out;
    }

    /** The game an event belongs to, or null for an event outside any game. */
    public static String gameId(EventMessage<?> event) {
        return event instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : null;
    }

    public static String json(ObjectMapper mapper, EventMessage<?> event, long globalIndex) {
        try {
            return mapper.writeValueAsString(of(event, globalIndex));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write event " + event.getIdentifier() + " as JSON", e);
        }
    }
}
