package org.arbiter.service.board;

import java.util.Optional;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.history.LiveBoards;
import org.arbiter.service.history.Sight;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * A game's live board as it stood at a delayed reader's instant: the board projection's own steps
 * applied to the events the store had recorded by then, so it reads as the live board read then.
 */
@Component
class BoardsAsOf {
    private final EventStore events;
    private final LiveBoards boards;

    BoardsAsOf(EventStore events, LiveBoards boards) {
        this.events = events;
        this.boards = boards;
    }

    /** The board as {@code sight} sees it; empty when the game had not been opened by its instant. */
    Optional<BoardRow> board(String gameId, Sight sight) {
        BoardRow row = null;
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> event = stream.next();
            if (!sight.shows(event.getTimestamp())) {
                break;
            }
            if (event.getPayload() instanceof GameOpened opened) {
                row = BoardProjection.opened(opened, event.getTimestamp());
            } else if (row != null && event.getPayload() instanceof ActionRecorded recorded) {
                BoardProjection.recorded(row, recorded, boards.after(recorded), event.getTimestamp());
            }
        }
        return Optional.ofNullable(row);
    }
}
