package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.serialization.json.JacksonSerializer;
import org.axonframework.serialization.upcasting.event.InitialEventRepresentation;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;
import org.junit.jupiter.api.Test;

/** Events as an earlier build stored them (JSON as text inside the payload) read in today's shape. */
class EventShapeUpcastersTest {
    private final JacksonSerializer serializer = JacksonSerializer.defaultSerializer();
    private final EventShapeUpcasters upcasters = new EventShapeUpcasters();

    private <T> T read(SingleEventUpcaster upcaster, Class<T> type, String storedPayload) {
        GenericDomainEventEntry<byte[]> row = new GenericDomainEventEntry<>("Game", "g1", 1, "e1",
                "2026-11-24T10:00:00Z", type.getName(), null, storedPayload.getBytes(StandardCharsets.UTF_8),
                "{}".getBytes(StandardCharsets.UTF_8));
        IntermediateEventRepresentation upcast = upcaster.upcast(
                Stream.of(new InitialEventRepresentation(row, serializer))).findFirst().orElseThrow();
        assertThat(upcast.getType().getRevision()).isEqualTo("2");
        return serializer.deserialize(upcast.getData());
    }

    @Test
    void aGameOpenedWithItsHeaderAsTextHasTheHeadersFields() {
        GameOpened e = read(upcasters.gameOpenedRevision2(), GameOpened.class,
                "{\"gameId\":\"g1\",\"header\":\"{\\\"header\\\":{\\\"white\\\":\\\"Steinitz\\\",\\\"timeLimit\\\":"
                        + "{\\\"first\\\":20}}}\",\"code\":\"chess-code-1897\",\"white\":\"Steinitz\",\"black\":\"Black\"}");

        assertThat(e.header()).containsEntry("white", "Steinitz").containsKey("timeLimit");
        assertThat(e.white()).isEqualTo("Steinitz");
    }

    @Test
    void anActionRecordedWithItsActionAsTextHasTheActionsFieldsAndItsMoveAsTheLastMove() {
        ActionRecorded e = read(upcasters.actionRecordedRevision2(), ActionRecorded.class,
                "{\"gameId\":\"g1\",\"seq\":1,\"action\":\"{\\\"act\\\":\\\"move\\\",\\\"by\\\":\\\"white\\\","
                        + "\\\"move\\\":\\\"e4\\\",\\\"at\\\":60}\",\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\","
                        + "\"result\":\"*\"}");

        assertThat(e.action()).isEqualTo(Map.of("act", "move", "by", "white", "move", "e4", "at", 60));
        assertThat(e.lastMove()).isEqualTo("e4");
        assertThat(e.seq()).isEqualTo(1);
    }
}
