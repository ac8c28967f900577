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
 * Keeps {@code board_view} (the table of {@link BoardRow}) up to date: the live board of each game
 * and its line in the list of games. It copies what the law engine decided, as the events carry
 * it, and works nothing out for itself.
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
        rows.save(opened(e, at));
    }

    /** The row of a game just opened: what the header says, the start position, nothing played. */
    static BoardRow opened(GameOpened e, Instant at) {
        BoardRow row = new BoardRow();
        row.gameId = e.gameId();
        row.white = e.white();
        row.black = e.black();
        row.code = e.code();
        row.event = e.event();
        row.round = e.round();
        row.publicGame = Boolean.TRUE.equals(e.header().get("public"));
        row.fen = e.fen();
        row.position = e.position();
        row.sideToMove = side(e.position());
        row.status = "in-play";
        row.result = "*";
        row.openedAt = at;
        row.updatedAt = at;
        return row;
    }

    @EventHandler
    void on(ActionRecorded e, @Timestamp Instant at) {
        rows.findById(e.gameId()).ifPresent(row -> recorded(row, e, at));
    }

    /** The row after an action: what the law engine decided, as the event carries it. */
    static void recorded(BoardRow row, ActionRecorded e, Instant at) {
        row.actions = e.seq();
        row.fen = e.fen();
        row.position = e.position();
        row.sideToMove = side(e.position());
        row.lastAct = e.act();
        row.lastBy = e.by();
        row.lastMove = e.lastMove();
        row.whiteUsed = seconds(e.whiteUsed());
        row.blackUsed = seconds(e.blackUsed());
        row.whiteLeft = seconds(e.whiteLeft());
        row.blackLeft = seconds(e.blackLeft());
        row.running = e.running();
        row.flag = e.flag();
        if (e.at() != null) {
            row.elapsed = seconds(e.at());
        }
        if (e.clockWhite() != null) {
            row.clockWhite = seconds(e.clockWhite());
            row.clockBlack = seconds(e.clockBlack());
            row.clockAt = row.elapsed;
            row.clockDisagrees = e.clockDisagrees();
        }
        row.result = e.result();
        row.termination = e.termination();
        row.status = !"*".equals(e.result()) ? "finished" : "adjourn".equals(e.act()) ? "adjourned" : "in-play";
        row.updatedAt = at;
    }

    @ResetHandler
    void reset() {
        rows.deleteAllInBatch();
    }

    private static String side(String position) {
        return position.endsWith(" b") ? "black" : "white";
    }

    private static Double seconds(String duration) {
        return duration == null ? null : Duration.parse(duration).toMillis() / 1000.0;
    }
}
