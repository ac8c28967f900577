package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.Test;

/**
 * The event store on the tables the Flyway migrations made: what Axon writes reads back as it
 * wrote it, a sequence number taken twice is Axon's {@link ConcurrencyException} with nothing of
 * the second append stored, and a stream from a token with gaps reads the events in the gaps first.
 */
abstract class EventStoreSuite extends InContext {

    @Test
    void appendedEventsReadBackWithTheirPayloadsInOrder() {
        String game = UUID.randomUUID().toString();
        DomainEventMessage<?> first = event(game, 0, "first");
        append(first, event(game, 1, "second"), event(game, 2, "third"));

        List<? extends DomainEventMessage<?>> read = eventStore.readEvents(game, 0).asStream().toList();
        assertThat(read).extracting(DomainEventMessage::getSequenceNumber).containsExactly(0L, 1L, 2L);
        assertThat(read).extracting(e -> ((GameOpened) e.getPayload()).white()).containsExactly("first", "second", "third");
        assertThat(read.get(0).getIdentifier()).isEqualTo(first.getIdentifier());
        assertThat(read.get(0).getType()).isEqualTo("Game");
        assertThat(read.get(0).getTimestamp().truncatedTo(ChronoUnit.MILLIS))
                .isEqualTo(first.getTimestamp().truncatedTo(ChronoUnit.MILLIS));
    }

    @Test
    void aSequenceNumberTakenTwiceIsAConcurrencyExceptionAndNothingOfItIsStored() {
        String game = UUID.randomUUID().toString();
        append(event(game, 0, "first"), event(game, 1, "second"));

        assertThatThrownBy(() -> append(event(game, 2, "third"), event(game, 1, "again")))
                .isInstanceOf(ConcurrencyException.class);
        assertThat(storedEvents(game)).isEqualTo(2);
    }

    @Test
    void aProcessorWhoseTokenHasGapsReadsTheEventsInTheGapsThenThoseAfter() throws Exception {
        String game = UUID.randomUUID().toString();
        append(event(game, 0, "first"), event(game, 1, "second"), event(game, 2, "third"), event(game, 3, "fourth"));
        List<Long> indexes = new ArrayList<>();
        try (BlockingStream<TrackedEventMessage<?>> all = eventStore.openStream(null)) {
            while (all.hasNextAvailable()) {
                TrackedEventMessage<?> e = all.nextAvailable();
                if (game.equals(((DomainEventMessage<?>) e).getAggregateIdentifier())) {
                    indexes.add(e.trackingToken().position().orElseThrow());
                }
            }
        }
        // as if the first two had not been committed when the token reached the third
        TrackingToken token = GapAwareTrackingToken.newInstance(indexes.get(2), List.of(indexes.get(0), indexes.get(1)));

        List<String> read = new ArrayList<>();
        try (BlockingStream<TrackedEventMessage<?>> stream = eventStore.openStream(token)) {
            while (stream.hasNextAvailable()) {
                TrackedEventMessage<?> e = stream.nextAvailable();
                if (game.equals(((DomainEventMessage<?>) e).getAggregateIdentifier())) {
                    read.add(((GameOpened) e.getPayload()).white());
                }
            }
        }
        assertThat(read).containsExactly("first", "second", "fourth");
    }

    private void append(DomainEventMessage<?>... events) {
        DefaultUnitOfWork.startAndGet(null).execute(() -> eventStore.publish(events));
    }

    private static DomainEventMessage<?> event(String game, long seq, String white) {
        return new GenericDomainEventMessage<>("Game", game, seq,
                new GameOpened(game, java.util.Map.of(), "chess-code-1897", white, "Black", null, null,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
    }
}
