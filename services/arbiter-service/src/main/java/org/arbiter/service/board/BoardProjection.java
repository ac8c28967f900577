package org.arbiter.service.board;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.processing.SqlBatch;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.serialization.Serializer;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Keeps {@code board_view} (the table of {@link BoardRow}) up to date, one SQL batch per batch of
 * events. The same rows are the list of games: one read model. A game's actions within one batch
 * of events become one update of its row ({@link BoardUpdate}, which also keeps the clocks).
 */
@Component
@ProcessingGroup("board")
class BoardProjection {
    private static final String OPEN_DELETE = "delete from board_view where game_id = ?";
    private static final String OPEN = "insert into board_view (game_id, white, black, code, event, round, fen, position,"
            + " side_to_move, actions, white_used, black_used, status, result, opened_at, updated_at)"
            + " values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 'in-play', '*', ?, ?)";
    private static final String UPDATES = BoardProjection.class.getName() + ".updates";

    private final JdbcTemplate jdbc;
    private final SqlBatch batch;
    private final Serializer serializer;

    BoardProjection(JdbcTemplate jdbc, @Qualifier("eventSerializer") Serializer serializer) {
        this.jdbc = jdbc;
        this.batch = new SqlBatch(jdbc, "board");
        this.serializer = serializer;
    }

    @EventHandler
    void on(GameOpened e, @org.axonframework.eventhandling.Timestamp Instant at) {
        updates().remove(e.gameId());
        batch.add(OPEN_DELETE, e.gameId());
        OffsetDateTime opened = OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
        batch.add(OPEN, e.gameId(), e.white(), e.black(), e.code(), e.event(), e.round(), e.fen(), e.position(),
                BoardUpdate.side(e.position()), opened, opened);
    }

    /**
     * The game's update in this batch is queued at its first action, after the game's opening if
     * that came first.
     *
     * <p>The action is read afresh from the stored JSON, not taken from the message: the message
     * is the one the event store keeps for a few seconds in its cache of recent events, and a
     * payload read through it would stay there with it. Under load those read payloads were more
     * than half of what every young collection had to copy (docs/benchmarks.md, "A ninth machine").
     */
    @EventHandler(payloadType = ActionRecorded.class)
    void on(EventMessage<?> message) {
        ActionRecorded e = serializer.deserialize(message.serializePayload(serializer, byte[].class));
        Instant at = message.getTimestamp();
        updates().computeIfAbsent(e.gameId(), id -> {
            BoardUpdate update = new BoardUpdate(id);
            batch.addDeferred(BoardUpdate.SQL, update::args);
            return update;
        }).add(e, at);
    }

    @ResetHandler
    void reset() {
        jdbc.update("delete from board_view");
    }

    private static Map<String, BoardUpdate> updates() {
        return CurrentUnitOfWork.get().root().getOrComputeResource(UPDATES, key -> new HashMap<>());
    }
}
