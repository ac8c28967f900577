package org.arbiter.service.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;

class EventEnvelopeTest {
    record Noted(String text) {
    }

    private final EventEnvelope envelope = new EventEnvelope(JacksonSerializer.defaultSerializer());

    private String json(GenericDomainEventMessage<Noted> event, long globalIndex) {
        return new String(envelope.utf8(event, globalIndex), StandardCharsets.UTF_8);
    }

    private static GenericDomainEventMessage<Noted> event(String game, long sequence, String text) {
        return new GenericDomainEventMessage<>("Game", game, sequence, new Noted(text));
    }

    @Test
    void fieldsComeInTheDocumentedOrderWithThePayloadAsStored() {
        var event = event("g1", 3, "a");

        String json = json(event, 41);

        assertEquals("{\"eventId\":\"" + event.getIdentifier() + "\",\"type\":\"Noted\",\"gameId\":\"g1\","
                + "\"sequenceNumber\":3,\"globalIndex\":41,\"timestamp\":\"" + event.getTimestamp()
                + "\",\"payload\":{\"text\":\"a\"}}", json);
    }

    @Test
    void anEventSentAgainIsNotWrittenAgain() {
        var event = event("g1", 0, "a");

        assertSame(envelope.utf8(event, 7), envelope.utf8(event, 7));
    }

    @Test
    void anotherEventAtAKeptIndexGetsItsOwnEnvelope() {
        json(event("g1", 0, "first store"), 7);

        String other = json(event("g2", 0, "second store"), 7);

        assertTrue(other.contains("\"gameId\":\"g2\"") && other.contains("second store"), other);
    }

    @Test
    void anEventAtTheSameSlotOfALaterRoundGetsItsOwnEnvelope() {
        var first = event("g1", 0, "a");
        var later = event("g1", 1, "b");
        json(first, 5);

        String json = json(later, 5 + 1024);

        assertTrue(json.contains("\"globalIndex\":1029") && json.contains("\"text\":\"b\""), json);
    }

    @Test
    void aPayloadBeyondAsciiAndAGameIdToEscapeAreValidUtf8Json() throws Exception {
        var event = event("a \"quoted\" game", 2, "Läufer … ♗");

        JsonNode read = new ObjectMapper().readTree(envelope.utf8(event, 3));

        assertEquals("a \"quoted\" game", read.get("gameId").asText());
        assertEquals("Läufer … ♗", read.get("payload").get("text").asText());
    }
}
