package org.arbiter.service.envelope;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.serialization.Serializer;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;

/**
 * An event as it leaves the service (see {@code docs/events.md}): its type, the game, the
 * sequence number within the game's stream (0 for {@code GameOpened}), the position in the
 * whole event store ({@code globalIndex}, also the SSE event id), the time it was recorded and
 * the payload's fields.
 *
 * <p>The payload is the JSON the event store already holds, copied as it is: the event serializer
 * is Jackson's, so the stored form is the payload's fields, and an event read from the store goes
 * out without being deserialized and written again. An event that was never stored is serialized
 * by the same serializer, so both give the same text.
 */
@Component
public class EventEnvelope {
    private static final JsonFactory JSON = new JsonFactory();

    private final Serializer serializer;

    EventEnvelope(@Qualifier("eventSerializer") Serializer serializer) {
        this.serializer = serializer;
    }

    /** The game an event belongs to, or null for an event outside any game. */
    public static String gameId(EventMessage<?> event) {
        return event instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : null;
    }

    /** The envelope as JSON text, fields in the documented order. */
    public String json(EventMessage<?> event, long globalIndex) {
        StringWriter out = new StringWriter(512);
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("eventId", event.getIdentifier());
            g.writeStringField("type", event.getPayloadType().getSimpleName());
            if (event instanceof DomainEventMessage<?> domain) {
                g.writeStringField("gameId", domain.getAggregateIdentifier());
                g.writeNumberField("sequenceNumber", domain.getSequenceNumber());
            } else {
                g.writeNullField("gameId");
                g.writeNullField("sequenceNumber");
            }
            g.writeNumberField("globalIndex", globalIndex);
            g.writeStringField("timestamp", event.getTimestamp().toString());
            g.writeFieldName("payload");
            g.writeRawValue(event.serializePayload(serializer, String.class).getData());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write event " + event.getIdentifier() + " as JSON", e);
        }
        return out.toString();
    }
}
