package org.arbiter.service.board;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.history.LiveBoard;
import org.arbiter.service.history.LiveBoards;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.springframework.stereotype.Component;

/**
 * Keeps {@code board_view} (the table of {@link BoardRow}) up to date: the live board of each game
 * and its line in the list of games. It copies what the law engine decided, as the engine works it
 * out again from the recorded acts ({@link LiveBoards}), and decides nothing itself.
 */
@Component
@ProcessingGroup("board")
class BoardProjection {
    private final BoardRows rows;
    private final LiveBoards boards;

    BoardProjection(BoardRows rows, LiveBoards boards) {
        this.rows = rows;
        this.boards = boards;
    }

    @EventHandler
    void on(GameOpened e, @Timestamp Instant at) {
        boards.opened(e);
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
        rows.findById(e.gameId()).ifPresent(row -> recorded(row, e, boards.after(e), at));
    }

    /**
     * The row after an action: the live board after it; without one (it could not be worked out,
     * LiveBoards logs why), the number of acts and the result the event says.
     */
    static void recorded(BoardRow row, ActionRecorded e, Optional<LiveBoard> board, Instant at) {
        row.actions = e.seq();
        row.updatedAt = at;
        if (board.isEmpty()) {
            if (e.result() != null) {
                row.result = e.result().text();
                row.termination = e.termination();
                row.status = e.result().ended() ? "finished" : "in-play";
            }
            return;
        }
        LiveBoard b = board.get();
        row.fen = b.fen();
        row.position = b.position();
        row.sideToMove = side(b.position());
        row.lastAct = b.act();
        row.lastBy = b.by();
        row.lastMove = b.lastMove();
        row.whiteUsed = seconds(b.whiteUsed());
        row.blackUsed = seconds(b.blackUsed());
        row.whiteLeft = seconds(b.whiteLeft());
        row.blackLeft = seconds(b.blackLeft());
        row.running = b.running();
        row.flag = b.flag();
        if (b.at() != null) {
            row.elapsed = seconds(b.at());
        }
        if (b.clockWhite() != null) {
            row.clockWhite = seconds(b.clockWhite());
            row.clockBlack = seconds(b.clockBlack());
            row.clockAt = row.elapsed;
            row.clockDisagrees = b.clockDisagrees();
        }
        row.result = b.result();
        row.termination = b.termination();
        row.status = !"*".equals(b.result()) ? "finished" : "adjourn".equals(b.act()) ? "adjourned" : "in-play";
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
