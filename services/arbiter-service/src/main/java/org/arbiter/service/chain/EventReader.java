package org.arbiter.service.chain;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * Reads a game's events from the event store through Axon (from the first event, never from a
 * snapshot), each as its payload's fields as stored (an event of an earlier shape as it was
 * stored, not as it reads today) and its chain link. An event that can no longer be read is kept,
 * with the reason, so that the check can name it.
 */
@Component
class EventReader {
    private final EventStore store;

    EventReader(EventStore store) {
        this.store = store;
    }

    List<StoredEvent> read(String gameId) {
        List<StoredEvent> events = new ArrayList<>();
        DomainEventStream stream = store.readEvents(gameId, 0);
        while (stream.hasNext()) {
            events.add(of(stream.next()));
        }
        return events;
    }

    private static StoredEvent of(DomainEventMessage<?> message) {
        long seq = message.getSequenceNumber();
        String type;
        try {
            type = message.getPayloadType().getSimpleName();
        } catch (RuntimeException e) {
            return new StoredEvent(seq, null, null, null, "its type cannot be read: " + e.getMessage());
        }
        Link link;
        try {
            link = Link.of(message.getMetaData()).orElse(null);
        } catch (RuntimeException e) {
            return new StoredEvent(seq, type, null, null, "its metadata cannot be read: " + e.getMessage());
        }
        Map<String, Object> payload;
        try {
            // the payload as stored, which its hash is of, when it is read in a newer shape
            Object stored = message.getMetaData().get(Link.STORED_PAYLOAD);
            payload = stored instanceof String text ? Canonical.object(Canonical.mapper().readTree(text))
                    : Canonical.object(message.getPayload());
        } catch (RuntimeException | JsonProcessingException e) {
            return new StoredEvent(seq, type, null, link, "its payload cannot be read: " + rootMessage(e));
        }
        return new StoredEvent(seq, type, payload, link, null);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage();
    }
}
