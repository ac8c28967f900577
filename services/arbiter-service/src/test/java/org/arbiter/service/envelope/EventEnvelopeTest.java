package org.arbiter.service.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.Result;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.history.LiveBoards;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

/** The envelope as Jackson writes it for Kafka and SSE: documented fields, in order, the payload's fields inside. */
class EventEnvelopeTest {
    record Noted(String text) {
    }

    private final ObjectMapper json = new ObjectMapper().registerModule(new JavaTimeModule());

    @Test
    void fieldsComeInTheDocumentedOrderWithThePayloadsFieldsInside() throws Exception {
        var event = new GenericDomainEventMessage<>("Game", "g1", 3, new Noted("a"));

        JsonNode read = json.readTree(json.writeValueAsBytes(EventEnvelope.of(event, 41, null)));

        assertThat(read.fieldNames()).toIterable().containsExactly("eventId", "type", "gameId", "sequenceNumber",
                "globalIndex", "timestamp", "payload");
        assertThat(read.get("type").asText()).isEqualTo("Noted");
        assertThat(read.get("gameId").asText()).isEqualTo("g1");
        assertThat(read.get("sequenceNumber").asLong()).isEqualTo(3);
        assertThat(read.get("globalIndex").asLong()).isEqualTo(41);
        assertThat(read.get("timestamp").asText()).isEqualTo(event.getTimestamp().toString());
        assertThat(read.get("payload").get("text").asText()).isEqualTo("a");
    }

    @Test
    void anEventOutsideAnyGameHasNoGameAndNoSequenceNumber() throws Exception {
        JsonNode read = json.readTree(json.writeValueAsBytes(EventEnvelope.of(new GenericEventMessage<>(new Noted("x")), 2, null)));

        assertThat(read.get("gameId").isNull()).isTrue();
        assertThat(read.get("sequenceNumber").isNull()).isTrue();
    }

    @Test
    void aPayloadBeyondAsciiAndAGameIdToEscapeRoundTrip() throws Exception {
        var event = new GenericDomainEventMessage<>("Game", "a \"quoted\" game", 2, new Noted("Läufer … ♗"));

        JsonNode read = json.readTree(json.writeValueAsBytes(EventEnvelope.of(event, 3, null)));

        assertThat(List.of(read.get("gameId").asText(), read.get("payload").get("text").asText()))
                .containsExactly("a \"quoted\" game", "Läufer … ♗");
    }

    /** An act whose board cannot be worked out (written behind the service's back) still goes out, as the event says it. */
    @Test
    void anActWhoseBoardCannotBeWorkedOutGoesOutWithWhatTheEventSays() throws Exception {
        LiveBoards boards = Mockito.mock(LiveBoards.class);
        Mockito.when(boards.after(Mockito.any())).thenReturn(Optional.empty());
        var act = new ActionRecorded("g1", 4, org.arbiter.law.sequence.SequenceReader.written(Map.of("act", "resign", "by", "white"), 4), "k4", Result.BLACK_WINS, "II.9");

        JsonNode read = json.readTree(json.writeValueAsBytes(EventEnvelope.of(
                new GenericDomainEventMessage<>("Game", "g1", 4, act), 9, boards)));

        JsonNode payload = read.get("payload");
        assertThat(List.of(payload.get("act").asText(), payload.get("by").asText(), payload.get("result").asText(),
                payload.get("termination").asText(), payload.get("idempotencyKey").asText()))
                .containsExactly("resign", "white", "0-1", "II.9", "k4");
        assertThat(payload.get("fen").isNull()).isTrue();
    }
}
