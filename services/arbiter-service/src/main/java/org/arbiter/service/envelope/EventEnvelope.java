package org.arbiter.service.envelope;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicReferenceArray;
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
 *
 * <p>The publisher and every SSE stream send the same events within moments of each other, so the
 * envelopes written last are kept, by global index, and each is written once rather than once by
 * each of them: without that, every display that connects adds the whole cost of writing every
 * event again (a flight recording at 5,000 actions/s, docs/benchmarks.md).
 */
@Component
public class EventEnvelope {
    private static final JsonFactory JSON = new JsonFactory();
    /**
     * How many envelopes are kept: a fraction of a second of events at the service's rate. Readers
     * further apart than that each write their own; more would only give the garbage collector
     * more live text to copy at each young collection.
     */
    private static final int RECENT = 1024;

    private final Serializer serializer;
    private final AtomicReferenceArray<Written> recent = new AtomicReferenceArray<>(RECENT);

    /** An envelope already written; the event's id tells it from another store's event of the same index. */
    private record Written(long globalIndex, String eventId, String json) {
    }

    EventEnvelope(@Qualifier("eventSerializer") Serializer serializer) {
        this.serializer = serializer;
    }

    /** The game an event belongs to, or null for an event outside any game. */
    public static String gameId(EventMessage<?> event) {
        return event instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : null;
    }

    /** The envelope as JSON text, fields in the documented order. */
    public String json(EventMessage<?> event, long globalIndex) {
        if (globalIndex < 0) {
            return write(event, globalIndex);
        }
        int slot = (int) (globalIndex % RECENT);
        Written kept = recent.get(slot);
        if (kept != null && kept.globalIndex() == globalIndex && kept.eventId().equals(event.getIdentifier())) {
            return kept.json();
        }
        String json = write(event, globalIndex);
        recent.set(slot, new Written(globalIndex, event.getIdentifier(), json));
        return json;
    }

    private String write(EventMessage<?> event, long globalIndex) {
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
