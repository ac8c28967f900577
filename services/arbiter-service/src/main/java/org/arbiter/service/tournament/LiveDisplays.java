package org.arbiter.service.tournament;

import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Keeps {@code tournament_live_display}, the display screens marked live for each tournament, from
 * the tournaments' records, in the transaction that stores each mark (a subscribing processor): an
 * official's mark counts on every instance once it is answered.
 */
@Component
@ProcessingGroup(LiveDisplays.PROCESSOR)
class LiveDisplays {
    static final String PROCESSOR = "live-displays";

    private final JdbcClient db;

    LiveDisplays(JdbcClient db) {
        this.db = db;
    }

    @EventHandler
    void on(DisplayMarked e) {
        db.sql("delete from tournament_live_display where tournament_id = ? and display = ?")
                .params(e.tournament(), e.display()).update();
        if (e.live()) {
            db.sql("insert into tournament_live_display (tournament_id, display) values (?, ?)")
                    .params(e.tournament(), e.display()).update();
        }
    }

    /** The displays marked live for the tournament, by name. */
    List<String> of(String tournamentId) {
        return db.sql("select display from tournament_live_display where tournament_id = ? order by display")
                .param(tournamentId).query(String.class).list();
    }
}
