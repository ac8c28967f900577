package org.arbiter.service.board;

import java.time.Duration;
import java.time.Instant;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.springframework.stereotype.Component;

/**
 * Keeps {@link BoardRow} up to date. The clocks are read from the actions' {@code at} stamps:
 * the time between two stamped actions is charged to the side that was to move in between.
 */
@Component
@ProcessingGroup("board")
class BoardProjection {
    private final BoardRows rows;

    BoardProjection(BoardRows rows) {
        this.rows = rows;
    }

    @EventHandler
    void on(GameOpened e, @Timestamp Instant at) {
        BoardRow row = new BoardRow();
        row.gameId = e.gameId();
        row.white = e.white();
        row.black = e.black();
        row.code = e.code();
        row.fen = e.fen();
        row.position = e.position();
        row.sideToMove = side(e.position());
        row.status = "in-play";
        row.result = "*";
        row.updatedAt = at;
        rows.save(row);
    }

    @EventHandler
    void on(ActionRecorded e, @Timestamp Instant at) {
        BoardRow row = rows.findById(e.gameId()).orElseThrow(
                () -> new IllegalStateException("an action for game " + e.gameId() + " before it was opened"));
        if (e.at() != null) {
            double now = Duration.parse(e.at()).toMillis() / 1000.0;
            double spent = Math.max(0, now - (row.elapsed == null ? 0 : row.elapsed));
            if ("white".equals(row.sideToMove)) {
                row.whiteUsed += spent;
            } else {
                row.blackUsed += spent;
            }
            row.elapsed = now;
        }
        row.actions = e.seq();
        row.fen = e.fen();
        row.position = e.position();
        row.sideToMove = side(e.position());
        row.lastAct = e.act();
        row.lastBy = e.by();
        if (e.move() != null) {
            row.lastMove = e.move();
        }
        row.result = e.result();
        row.termination = e.termination();
        row.status = !"*".equals(e.result()) ? "finished"
                : "adjourn".equals(e.act()) ? "adjourned"
                : "in-play";
        row.updatedAt = at;
        rows.save(row);
    }

    @ResetHandler
    void reset() {
        rows.deleteAllInBatch();
    }

    private static String side(String position) {
        return position.endsWith(" b") ? "black" : "white";
    }
}
