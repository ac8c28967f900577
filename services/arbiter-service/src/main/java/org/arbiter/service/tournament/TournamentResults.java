package org.arbiter.service.tournament;

import org.arbiter.service.game.api.ActionRecorded;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Keeps each board's result as its game's: a recorded act that changed the result carries the one
 * the law engine reached, so a decision on appeal that changes it changes the board, the standings
 * and the TRF.
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
        if (e.result() != null) {
            db.sql("update tournament_board set result = ? where game_id = ? and result <> ?")
                    .params(e.result().text(), e.gameId(), e.result().text()).update();
        }
    }
}
