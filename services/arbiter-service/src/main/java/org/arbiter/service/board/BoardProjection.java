package org.arbiter.service.board;

import java.time.Duration;
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

/**
 * Keeps {@code board_view} (the table of {@link BoardRow}) up to date, one SQL batch per batch of
 * events. The same rows are the list of games: one read model, one update per action. The clocks are read from the actions' {@code at} stamps: the time between two stamped
 * actions is charged to the side that was to move in between; the update computes it from the
 * row as it stood (SQL evaluates every assignment against the old row).
 */
@Component
@ProcessingGroup("board")
class BoardProjection {
    private static final String OPEN_DELETE = "delete from board_view where game_id = ?";
    private static final String OPEN = "insert into board_view (game_id, white, black, code, event, round, fen, position,"
            + " side_to_move, actions, white_used, black_used, status, result, opened_at, updated_at)"
            + " values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 'in-play', '*', ?, ?)";
    private static final String ACTION = "update board_view set"
            + " white_used = white_used + (case when side_to_move = 'white' then greatest(0,"
            + " coalesce(cast(? as double precision), elapsed, 0) - coalesce(elapsed, 0)) else 0 end),"
            + " black_used = black_used + (case when side_to_move = 'black' then greatest(0,"
            + " coalesce(cast(? as double precision), elapsed, 0) - coalesce(elapsed, 0)) else 0 end),"
            + " elapsed = coalesce(cast(? as double precision), elapsed),"
            + " actions = ?, fen = ?, position = ?, side_to_move = ?, last_act = ?, last_by = ?,"
            + " last_move = coalesce(?, last_move), result = ?, termination = ?, status = ?, updated_at = ?"
            + " where game_id = ?";

    private final JdbcTemplate jdbc;
    private final SqlBatch batch;

    BoardProjection(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.batch = new SqlBatch(jdbc, "board");
    }

    @EventHandler
    void on(GameOpened e, @org.axonframework.eventhandling.Timestamp Instant at) {
        batch.add(OPEN_DELETE, e.gameId());
        OffsetDateTime opened = OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
        batch.add(OPEN, e.gameId(), e.white(), e.black(), e.code(), e.event(), e.round(), e.fen(), e.position(),
                side(e.position()), opened, opened);
    }

    @EventHandler
    void on(ActionRecorded e, @org.axonframework.eventhandling.Timestamp Instant at) {
        Double now = e.at() == null ? null : Duration.parse(e.at()).toMillis() / 1000.0;
        String status = !"*".equals(e.result()) ? "finished" : "adjourn".equals(e.act()) ? "adjourned" : "in-play";
        batch.add(ACTION, now, now, now, e.seq(), e.fen(), e.position(), side(e.position()), e.act(), e.by(), e.move(),
                e.result(), e.termination(), status, OffsetDateTime.ofInstant(at, ZoneOffset.UTC), e.gameId());
    }

    @ResetHandler
    void reset() {
        jdbc.update("delete from board_view");
    }

    private static String side(String position) {
        return position.endsWith(" b") ? "black" : "white";
    }
}
