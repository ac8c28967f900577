package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.law.sequence.Stamp;
import org.arbiter.service.chain.Link;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.serialization.json.JacksonSerializer;
import org.axonframework.serialization.upcasting.event.InitialEventRepresentation;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;
import org.junit.jupiter.api.Test;

/** Events as earlier builds stored them read in today's shape, the payload as stored kept beside. */
class EventShapeUpcastersTest {
    private final JacksonSerializer serializer = JacksonSerializer.defaultSerializer();
    private final EventShapeUpcasters upcasters = new EventShapeUpcasters();

    private IntermediateEventRepresentation upcast(SingleEventUpcaster upcaster, Class<?> type, String revision,
                                                   String storedPayload) {
        GenericDomainEventEntry<byte[]> row = new GenericDomainEventEntry<>("Game", "g1", 1, "e1",
                "2026-11-24T10:00:00Z", type.getName(), revision, storedPayload.getBytes(StandardCharsets.UTF_8),
                "{\"hash\":\"h\"}".getBytes(StandardCharsets.UTF_8));
        return upcaster.upcast(Stream.of(new InitialEventRepresentation(row, serializer))).findFirst().orElseThrow();
    }

    private <T> T read(SingleEventUpcaster upcaster, Class<T> type, String revision, String storedPayload) {
        return serializer.deserialize(upcast(upcaster, type, revision, storedPayload).getData());
    }

    @Test
    void aGameOpenedWithItsHeaderAsTextHasTheHeadersFields() {
        GameOpened e = read(upcasters.gameOpenedRevision2(), GameOpened.class, null,
                "{\"gameId\":\"g1\",\"header\":\"{\\\"header\\\":{\\\"white\\\":\\\"Steinitz\\\",\\\"timeLimit\\\":"
                        + "{\\\"first\\\":20}}}\",\"code\":\"chess-code-1897\",\"white\":\"Steinitz\",\"black\":\"Black\"}");

        assertThat(e.header()).containsEntry("white", "Steinitz").containsKey("timeLimit");
        assertThat(e.white()).isEqualTo("Steinitz");
    }

    @Test
    void anActionRecordedOfRevisionNullHasItsActionsFieldsAndItsResult() {
        IntermediateEventRepresentation upcast = upcast(upcasters.actionRecordedRevision4(), ActionRecorded.class, null,
                "{\"gameId\":\"g1\",\"seq\":1,\"action\":\"{\\\"act\\\":\\\"move\\\",\\\"by\\\":\\\"white\\\","
                        + "\\\"move\\\":\\\"e4\\\",\\\"at\\\":60}\",\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\","
                        + "\"result\":\"*\"}");
        ActionRecorded e = serializer.deserialize(upcast.getData());

        assertThat(upcast.getType().getRevision()).isEqualTo("4");
        assertThat(e.action()).isEqualTo(SequenceReader.action(Map.of("act", "move", "by", "white", "move", "e4", "at", 60), 1));
        assertThat(e.result()).isEqualTo(Result.IN_PLAY);
        assertThat(e.seq()).isEqualTo(1);
    }

    /** Issue 47: an act of revision 2 as today's build stored it (the fixture of StoredShapesSuite). */
    @Test
    void anActionRecordedOfRevision2KeepsTheActItsKeyAndTheResultAndLeavesThePayloadAsStoredBeside() throws Exception {
        JsonNode rows = new ObjectMapper().readTree(Files.readString(Path.of("src/test/resources/store/revision-2-store.json")))
                .get("rows");
        JsonNode ended = null;
        for (JsonNode row : rows) {
            if (row.get("payload_type").asText().endsWith("ActionRecorded") && row.get("payload").asText().contains("\"0-1\"")
                    && row.get("payload").asText().contains("\"idempotencyKey\":null")) {
                ended = row;
                break;
            }
        }
        assertThat(ended).as("an act that ended a game in the fixture").isNotNull();
        String stored = ended.get("payload").asText();
        JsonNode was = new ObjectMapper().readTree(stored);

        IntermediateEventRepresentation upcast = upcast(upcasters.actionRecordedRevision4(), ActionRecorded.class, "2",
                stored);
        ActionRecorded e = serializer.deserialize(upcast.getData());

        assertThat(upcast.getType().getRevision()).isEqualTo("4");
        assertThat(e.gameId()).isEqualTo(was.get("gameId").asText());
        assertThat(e.seq()).isEqualTo(was.get("seq").asInt());
        @SuppressWarnings("unchecked")
        Map<String, Object> sent = new ObjectMapper().convertValue(was.get("action"), Map.class);
        assertThat(e.action()).isEqualTo(SequenceReader.action(sent, e.seq()));
        assertThat(e.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(e.termination()).isEqualTo(was.get("termination").asText(null));
        assertThat(new ObjectMapper().readTree((String) upcast.getMetaData().getObject().get(Link.STORED_PAYLOAD)))
                .isEqualTo(was);
        assertThat(upcast.getMetaData().getObject()).containsEntry("hash", "h");
    }

    /** Issue 47: revision 3 held the act's fields as sent, which revision 4 reads as they stand. */
    @Test
    void anActionRecordedOfRevision3IsRaisedTo4WithItsActAsSentAndThePayloadAsStoredBeside() throws Exception {
        String stored = "{\"gameId\":\"g1\",\"seq\":2,\"action\":{\"by\":\"black\",\"at\":\"PT1M\",\"act\":\"resign\"},"
                + "\"idempotencyKey\":null,\"result\":\"WHITE_WINS\",\"termination\":\"II.9\"}";
        IntermediateEventRepresentation upcast = upcast(upcasters.actionRecordedRevision4(), ActionRecorded.class, "3",
                stored);
        ActionRecorded e = serializer.deserialize(upcast.getData());

        assertThat(upcast.getType().getRevision()).isEqualTo("4");
        assertThat(e.action()).isEqualTo(new Action.Resign(new Stamp(Actor.BLACK, Optional.of(Duration.ofMinutes(1)),
                Optional.empty())));
        assertThat(e.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(new ObjectMapper().readTree((String) upcast.getMetaData().getObject().get(Link.STORED_PAYLOAD)))
                .isEqualTo(new ObjectMapper().readTree(stored));
    }

    /** Revision 4: the act as the law engine writes it, read back as the act. */
    @Test
    void anActionRecordedOfRevision4IsStoredAsTheActsFieldsAndReadBackAsTheAct() throws Exception {
        Action act = SequenceReader.action(Map.of("act", "huff", "by", "black", "square", "15", "at", 61.5), 3,
                GameKind.DRAUGHTS);
        ActionRecorded e = new ActionRecorded("g1", 3, act, "k3", null, null);

        String stored = new String(serializer.serialize(e, byte[].class).getData(), StandardCharsets.UTF_8);

        assertThat(stored).isEqualTo("{\"gameId\":\"g1\",\"seq\":3,\"action\":{\"act\":\"huff\",\"by\":\"black\","
                + "\"square\":\"e5\",\"at\":61.5},\"idempotencyKey\":\"k3\",\"result\":null,\"termination\":null}");
        IntermediateEventRepresentation upcast = upcast(upcasters.actionRecordedRevision4(), ActionRecorded.class, "4",
                stored);
        assertThat(upcast.getMetaData().getObject()).doesNotContainKey(Link.STORED_PAYLOAD);
        assertThat(((ActionRecorded) serializer.deserialize(upcast.getData())).action()).isEqualTo(act);
    }
}
