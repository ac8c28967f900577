package org.arbiter.service.envelope;

import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.history.LiveBoards;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

/**
 * An event as it leaves the service, on Kafka and on SSE alike (see {@code docs/events.md}): its
 * type, the game, the sequence number within the game's stream (0 for {@code GameOpened}), the
 * position in the whole event store ({@code globalIndex}), the time it was recorded and the
 * payload, the event's own fields; an act's with the live board after it ({@link PublishedAct}).
 * Jackson writes it.
 */
public record EventEnvelope(String eventId, String type, String gameId, Long sequenceNumber, long globalIndex,
                            String timestamp, Object payload) {

    public static EventEnvelope of(EventMessage<?> event, long globalIndex, LiveBoards boards) {
        String gameId = gameId(event);
        Long sequence = event instanceof DomainEventMessage<?> domain ? domain.getSequenceNumber() : null;
        Object payload = event.getPayload();
        if (payload instanceof GameOpened opened) {
            boards.opened(opened);
        } else if (payload instanceof ActionRecorded act) {
            payload = boards.after(act).map(b -> PublishedAct.of(act, b)).orElseGet(() -> PublishedAct.bare(act));
        }
        return new EventEnvelope(event.getIdentifier(), event.getPayloadType().getSimpleName(), gameId, sequence,
                globalIndex, event.getTimestamp().toString(), payload);
    }

    /** The game an event belongs to, or null for an event outside any game. */
    public static String gameId(EventMessage<?> event) {
        return event instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : null;
    }
}
