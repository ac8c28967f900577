package org.arbiter.service.rulings;

import java.time.Instant;
import org.arbiter.service.game.api.RulingIssued;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.eventhandling.TrackingToken;
import org.springframework.stereotype.Component;

/** Writes each ruling into the ledger as its event is read; the ledger can be rebuilt from the event store. */
@Component
@ProcessingGroup("rulings")
class LedgerProjection {
    private final Ledger ledger;

    LedgerProjection(Ledger ledger) {
        this.ledger = ledger;
    }

    @EventHandler
    void on(RulingIssued e, @Timestamp Instant at, TrackingToken token) {
        LedgerEntry entry = new LedgerEntry();
        entry.eventIndex = token.position().orElseThrow(
                () -> new IllegalStateException("the rulings ledger needs tokens that know their position"));
        entry.gameId = e.gameId();
        entry.seq = e.seq();
        entry.law = e.law();
        entry.text = e.text();
        entry.position = e.position();
        entry.side = e.by();
        entry.player = e.player();
        entry.against = e.against();
        entry.againstPlayer = e.againstPlayer();
        entry.issuedAt = at;
        ledger.save(entry);
    }

    @ResetHandler
    void reset() {
        ledger.deleteAllInBatch();
    }
}
