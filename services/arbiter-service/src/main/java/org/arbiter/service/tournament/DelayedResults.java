package org.arbiter.service.tournament;

import java.time.Instant;
import org.arbiter.law.Result;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.history.Sight;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * A board's result as it stood at an instant, from the events its game had recorded by then: what
 * a broadcast delay shows a delayed reader ({@link Sight}) of the rounds, the standings and the TRF.
 */
@Component
class DelayedResults {
    private final EventStore events;

    DelayedResults(EventStore events) {
        this.events = events;
    }

    /** The result as {@code sight} sees it: the kept one when live, else the last act's recorded by its instant. */
    Result seen(String gameId, String kept, Sight sight) {
        return sight.live() ? Result.ofText(kept) : asOf(gameId, sight.asOf());
    }

    /** The result the last act recorded by {@code asOf} that changed it reached; in play when none did. */
    Result asOf(String gameId, Instant asOf) {
        Result result = Result.IN_PLAY;
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> event = stream.next();
            if (event.getTimestamp().isAfter(asOf)) {
                break;
            }
            if (event.getPayload() instanceof ActionRecorded recorded && recorded.result() != null) {
                result = recorded.result();
            }
        }
        return result;
    }
}
