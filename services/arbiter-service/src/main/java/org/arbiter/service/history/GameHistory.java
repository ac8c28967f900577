package org.arbiter.service.history;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.law.sequence.Action;
import java.util.Map;
import java.util.Optional;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * Reads a stored game from the event store, from its first event (not from a snapshot), so that
 * it is exact and current the moment an action is accepted; or as it stood at a delayed reader's
 * instant ({@link Sight}).
 */
@Component
public class GameHistory {
    private final EventStore events;

    GameHistory(EventStore events) {
        this.events = events;
    }

    /** The game's header and accepted actions, empty if there is no such game. */
    public Optional<StoredGame> load(String gameId) {
        return load(gameId, Sight.LIVE);
    }

    /**
     * The game as {@code sight} sees it: the events recorded by its instant (all of them when
     * live); empty if there is no such game, or it had not been opened by then.
     */
    public Optional<StoredGame> load(String gameId, Sight sight) {
        Map<String, Object> header = null;
        List<Action> actions = new ArrayList<>();
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> event = stream.next();
            if (!sight.shows(event.getTimestamp())) {
                break;
            }
            Object payload = event.getPayload();
            if (payload instanceof GameOpened opened) {
                header = opened.header();
            } else if (payload instanceof ActionRecorded recorded) {
                actions.add(recorded.action());
            }
        }
        return header == null ? Optional.empty() : Optional.of(new StoredGame(gameId, header, actions));
    }

    /** Whether {@code sight} leaves out something of the game: an event recorded after its instant. */
    public boolean hidesSomethingOf(String gameId, Sight sight) {
        if (sight.live()) {
            return false;
        }
        DomainEventMessage<?> last = null;
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            last = stream.next();
        }
        return last != null && !sight.shows(last.getTimestamp());
    }
}
