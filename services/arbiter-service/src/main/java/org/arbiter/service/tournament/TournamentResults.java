package org.arbiter.service.tournament;

import org.arbiter.service.game.api.ActionRecorded;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Keeps each board's result as its game's: every recorded act carries the result the law engine
 * reached, so a decision on appeal that changes it changes the board, the standings and the TRF.
 */
@Component
@ProcessingGroup("tournaments")
class TournamentResults {
    private final JdbcClient db;

    TournamentResults(JdbcClient db) {
        this.db = db;
    }

    @EventHandler
    void on(ActionRecorded e) {
        db.sql("update tournament_board set result = ? where game_id = ? and result <> ?")
                .params(e.result(), e.gameId(), e.result()).update();
    }
}
