package org.arbiter.service.gamelist;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.processing.SqlBatch;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Keeps {@code game_list} (the table of {@link GameEntry}) up to date, one SQL batch per batch of events. */
@Component
@ProcessingGroup("games")
class GameListProjection {
    private static final String OPEN_DELETE = "delete from game_list where game_id = ?";
    private static final String OPEN = "insert into game_list (game_id, white, black, event, round, code, actions, result,"
            + " opened_at, updated_at) values (?, ?, ?, ?, ?, ?, 0, '*', ?, ?)";
    private static final String ACTION = "update game_list set actions = ?, result = ?, termination = ?, updated_at = ?"
            + " where game_id = ?";

    private final JdbcTemplate jdbc;
    private final SqlBatch batch;

    GameListProjection(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.batch = new SqlBatch(jdbc, "games");
    }

    @EventHandler
    void on(GameOpened e, @org.axonframework.eventhandling.Timestamp Instant at) {
        batch.add(OPEN_DELETE, e.gameId());
        batch.add(OPEN, e.gameId(), e.white(), e.black(), e.event(), e.round(), e.code(), OffsetDateTime.ofInstant(at, ZoneOffset.UTC),
                OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
    }

    @EventHandler
    void on(ActionRecorded e, @org.axonframework.eventhandling.Timestamp Instant at) {
        batch.add(ACTION, e.seq(), e.result(), e.termination(), OffsetDateTime.ofInstant(at, ZoneOffset.UTC), e.gameId());
    }

    @ResetHandler
    void reset() {
        jdbc.update("delete from game_list");
    }
}
