package org.arbiter.service.tournament;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * The pairings on a tournament's record, read from its events as they stand: each round's last
 * {@link RoundPaired}, the rounds published, and the players withdrawn by a published pairing (absent
 * from every round after it too).
 */
@Component
class PairingRecord {
    private final EventStore events;

    PairingRecord(EventStore events) {
        this.events = events;
    }

    /** What the record holds of the tournament's pairings. */
    record Pairings(Map<Integer, RoundPaired> last, Set<Integer> published, Set<Integer> withdrawn) {
        Optional<RoundPaired> of(int round) {
            return Optional.ofNullable(last.get(round));
        }
    }

    Pairings of(String tournamentId) {
        Map<Integer, RoundPaired> last = new HashMap<>();
        Set<Integer> published = new HashSet<>();
        Set<Integer> withdrawn = new TreeSet<>();
        DomainEventStream stream = events.readEvents(TournamentRecord.idOf(tournamentId), 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> event = stream.next();
            if (event.getPayload() instanceof RoundPaired paired) {
                last.put(paired.round(), paired);
            } else if (event.getPayload() instanceof RoundPublished done) {
                published.add(done.round());
                withdrawn.addAll(last.get(done.round()).withdrawn());
            }
        }
        return new Pairings(last, published, withdrawn);
    }
}
