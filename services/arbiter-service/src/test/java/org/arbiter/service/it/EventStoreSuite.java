package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.Test;

/**
 * The event store's append (one JDBC batch per command): what it writes reads back as Axon wrote
 * it, global indexes increase in the order of appending, and a sequence number taken twice is
 * Axon's {@link ConcurrencyException}, with nothing of the second append stored.
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

    private void append(DomainEventMessage<?>... events) {
        DefaultUnitOfWork.startAndGet(null).execute(() -> eventStore.publish(events));
    }

    private static DomainEventMessage<?> event(String game, long seq, String white) {
        return new GenericDomainEventMessage<>("Game", game, seq,
                new GameOpened(game, "{\"header\":{}}", "chess-code-1897", white, "Black", null, null,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
    }
}
