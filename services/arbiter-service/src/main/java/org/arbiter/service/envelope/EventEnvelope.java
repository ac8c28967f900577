package org.arbiter.service.envelope;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
 *
 * <p>The envelope is written as UTF-8 bytes, the form both a Kafka record and an HTTP response
 * carry, with the stored payload's bytes copied in: as text, each envelope was written into a
 * growing buffer, copied into a string, and encoded into bytes again by Kafka's serializer and
 * by the SSE response, about 9 kB of garbage an event (an allocation profile, docs/benchmarks.md).
 */
@Component
public class EventEnvelope {
    private static final JsonFactory JSON = new JsonFactory()
            // the payload is appended after the generator's last field, so it must not close the object
            .disable(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT);
    private static final byte[] PAYLOAD_FIELD = ",\"payload\":".getBytes(StandardCharsets.US_ASCII);
    /** One buffer per thread that writes envelopes; an envelope's bytes are copied out of it once. */
    private static final ThreadLocal<ByteArrayOutputStream> BUFFERS =
            ThreadLocal.withInitial(() -> new ByteArrayOutputStream(2048));
    /**
     * How many envelopes are kept: a fraction of a second of events at the service's rate. Readers
     * further apart than that each write their own; more would only give the garbage collector
     * more live text to copy at each young collection.
     */
    private static final int RECENT = 1024;

    private final Serializer serializer;
    private final AtomicReferenceArray<Written> recent = new AtomicReferenceArray<>(RECENT);

    /** An envelope already written; the event's id tells it from another store's event of the same index. */
    private record Written(long globalIndex, String eventId, byte[] utf8) {
    }

    EventEnvelope(@Qualifier("eventSerializer") Serializer serializer) {
        this.serializer = serializer;
    }

    /** The game an event belongs to, or null for an event outside any game. */
    public static String gameId(EventMessage<?> event) {
        return event instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : null;
    }

    /**
     * The envelope as JSON in UTF-8, fields in the documented order. The array is shared with
     * every other reader of the same event and must not be changed.
     */
    public byte[] utf8(EventMessage<?> event, long globalIndex) {
        if (globalIndex < 0) {
            return write(event, globalIndex);
        }
        int slot = (int) (globalIndex % RECENT);
        Written kept = recent.get(slot);
        if (kept != null && kept.globalIndex() == globalIndex && kept.eventId().equals(event.getIdentifier())) {
            return kept.utf8();
        }
        byte[] utf8 = write(event, globalIndex);
        recent.set(slot, new Written(globalIndex, event.getIdentifier(), utf8));
        return utf8;
    }

    private byte[] write(EventMessage<?> event, long globalIndex) {
        ByteArrayOutputStream out = BUFFERS.get();
        out.reset();
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
            g.flush();
            out.write(PAYLOAD_FIELD);
            out.write(event.serializePayload(serializer, byte[].class).getData());
            out.write('}');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write event " + event.getIdentifier() + " as JSON", e);
        }
        return out.toByteArray();
    }
}
