package org.arbiter.service.gamelist;

import java.time.Instant;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.springframework.stereotype.Component;

@Component
@ProcessingGroup("games")
class GameListProjection {
    private final GameEntries entries;

    GameListProjection(GameEntries entries) {
        this.entries = entries;
    }

    @EventHandler
    void on(GameOpened e, @Timestamp Instant at) {
        GameEntry entry = new GameEntry();
        entry.gameId = e.gameId();
        entry.white = e.white();
        entry.black = e.black();
        entry.event = e.event();
        entry.round = e.round();
        entry.code = e.code();
        entry.result = "*";
        entry.openedAt = at;
        entry.updatedAt = at;
        entries.save(entry);
    }

    @EventHandler
    void on(ActionRecorded e, @Timestamp Instant at) {
        entries.findById(e.gameId()).ifPresent(entry -> {
            entry.actions = e.seq();
            entry.result = e.result();
            entry.termination = e.termination();
            entry.updatedAt = at;
        });
    }

    @ResetHandler
    void reset() {
        entries.deleteAllInBatch();
    }
}
