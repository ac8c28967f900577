package org.arbiter.service.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Actor;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.BreachNoted;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.RulingIssued;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * A game's events as the aggregate recorded them, read from sequence number 0 (not from a
 * snapshot, which holds no rulings). The replay output is assembled from the recorded values, not
 * recomputed: the events are the record of what was decided.
 */
@Component
class GameHistory {
    private final EventStore events;

    GameHistory(EventStore events) {
        this.events = events;
    }

    /** The events of one game in order, empty if there is no such game. */
    List<Object> payloads(String gameId) {
        List<Object> payloads = new ArrayList<>();
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> message = stream.next();
            payloads.add(message.getPayload());
        }
        return payloads;
    }

    /** The spec's replay output for the game, as {@code ./arbiter replay --json} prints it. */
    Optional<ReplayResult> replay(String gameId) {
        List<Object> payloads = payloads(gameId);
        if (payloads.isEmpty() || !(payloads.get(0) instanceof GameOpened opened)) {
            return Optional.empty();
        }
        String result = "*";
        String termination = null;
        String position = opened.position();
        int actions = 0;
        List<Ruling> rulings = new ArrayList<>();
        List<Ruling> notices = new ArrayList<>();
        for (Object p : payloads) {
            if (p instanceof ActionRecorded a) {
                actions = a.seq();
                result = a.result();
                termination = a.termination();
                position = a.position();
            } else if (p instanceof RulingIssued r) {
                rulings.add(new Ruling(r.seq(), r.law(), r.text(), r.position(), actor(r.by()), Optional.empty()));
            } else if (p instanceof BreachNoted n) {
                notices.add(new Ruling(n.seq(), n.law(), n.text(), n.position(), actor(n.by()), Optional.empty()));
            }
        }
        return Optional.of(new ReplayResult(Result.ofText(result), termination, position, rulings, actions, notices));
    }

    /** The actor an event names by its wire name ({@code white}, {@code black}, {@code arbiter}). */
    private static Actor actor(String wire) {
        return Actor.valueOf(wire.toUpperCase(Locale.ROOT));
    }
}
