package org.arbiter.service.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * Reads a stored game from the event store, from its first event (not from a snapshot), so that
 * it is exact and current the moment an action is accepted.
 */
@Component
public class GameHistory {
    private final EventStore events;

    GameHistory(EventStore events) {
        this.events = events;
    }

    /** The game's header and accepted actions, empty if there is no such game. */
    public Optional<StoredGame> load(String gameId) {
        Map<String, Object> header = null;
        List<Map<String, Object>> actions = new ArrayList<>();
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            Object payload = stream.next().getPayload();
            if (payload instanceof GameOpened opened) {
                header = opened.header();
            } else if (payload instanceof ActionRecorded recorded) {
                actions.add(recorded.action());
            }
        }
        return header == null ? Optional.empty() : Optional.of(new StoredGame(gameId, header, actions));
    }
}
