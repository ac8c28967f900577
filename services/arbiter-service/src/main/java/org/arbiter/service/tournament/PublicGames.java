package org.arbiter.service.tournament;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Keeps {@code tournament.public_games} from the tournaments' records, in the transaction that
 * stores each change (the subscribing processor that keeps the live displays): the access rules
 * read it from there ({@link org.arbiter.service.security.Sights}), on every instance.
 */
@Component
@ProcessingGroup(LiveDisplays.PROCESSOR)
class PublicGames {
    private final JdbcClient db;

    PublicGames(JdbcClient db) {
        this.db = db;
    }

    @EventHandler
    void on(PublicSet e) {
        db.sql("update tournament set public_games = ? where id = ?").params(e.publicGames(), e.tournament()).update();
    }
}
