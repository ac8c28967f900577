package org.arbiter.service.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.arbiter.service.game.api.ActionRecorded;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.serialization.SerializedMessage;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * The board projection reads each action without leaving the read payload on the message: the
 * message is the one the event store shares with every processor and keeps in its cache of
 * recent events, and a payload read through it would stay there as long as the message does.
 */
class BoardProjectionTest {
    private final JacksonSerializer serializer = JacksonSerializer.defaultSerializer();

    @Test
    void anActionIsReadWithoutKeepingItsPayloadOnTheSharedMessage() {
        ActionRecorded action = new ActionRecorded("g", 1, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\"}",
                "move", "white", null, "Nf3", null, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
                "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b", "*", null);
        SerializedMessage<ActionRecorded> stored = new SerializedMessage<>("e1",
                serializer.serialize(action, byte[].class), serializer.serialize(MetaData.emptyInstance(), byte[].class),
                serializer);
        GenericDomainEventMessage<ActionRecorded> event =
                new GenericDomainEventMessage<>("Game", "g", 1, stored, Instant::now);
        SingleConnectionDataSource data = new SingleConnectionDataSource("jdbc:h2:mem:board-projection", "sa", "", true);
        BoardProjection projection = new BoardProjection(new JdbcTemplate(data), serializer);

        DefaultUnitOfWork<?> unit = DefaultUnitOfWork.startAndGet(event);
        try {
            projection.on(event);
        } finally {
            unit.rollback();
            data.destroy();
        }

        assertThat(stored.isPayloadDeserialized()).isFalse();
    }
}
