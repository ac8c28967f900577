package org.arbiter.service.broadcast;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.history.StoredGame;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * A stored game as it stood at an instant: the events the store had recorded by then, by their
 * timestamps; what a broadcast delay shows a display, a relay or an anonymous reader.
 */
@Component
class DelayedHistory {
    private final EventStore events;

    DelayedHistory(EventStore events) {
        this.events = events;
    }

    /** The game as it stood at {@code asOf}; empty when it had not been opened by then (or does not exist). */
    Optional<StoredGame> asOf(String gameId, Instant asOf) {
        Map<String, Object> header = null;
        List<Map<String, Object>> actions = new ArrayList<>();
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> event = stream.next();
            if (event.getTimestamp().isAfter(asOf)) {
                break;
            }
            if (event.getPayload() instanceof GameOpened opened) {
                header = opened.header();
            } else if (event.getPayload() instanceof ActionRecorded recorded) {
                actions.add(recorded.action());
            }
        }
        return header == null ? Optional.empty() : Optional.of(new StoredGame(gameId, header, actions));
    }
}
