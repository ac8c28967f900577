package org.arbiter.service.board;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * How many actions each game has, as the live boards stand, for readers that keep their own view
 * of a game and need only know whether it changed: the broadcast feeds, polled by the minute.
 */
@Component
public class BoardVersions {
    /** A game and the number of its actions. */
    public record Version(String gameId, int actions) {
    }

    private static final String PROCESSOR = "board";
    private static final long POLL_MS = 10;

    private final BoardRows rows;
    private final EventProcessingConfiguration processing;
    private final EventStore events;

    BoardVersions(BoardRows rows, EventProcessingConfiguration processing, EventStore events) {
        this.rows = rows;
        this.processing = processing;
        this.events = events;
    }

    public Optional<Version> of(String gameId) {
        return rows.findById(gameId).map(r -> new Version(r.gameId, r.actions));
    }

    /** The games whose header names {@code round}, of {@code event} or, when it is null, of any event. */
    public List<Version> ofRound(String event, String round) {
        List<BoardRow> found = event == null ? rows.findByRound(round) : rows.findByEventAndRound(event, round);
        return found.stream().map(r -> new Version(r.gameId, r.actions)).toList();
    }

    /**
     * As {@link #ofRound}, once the live boards have taken in every event stored before the call
     * (waiting at most {@code patience}), so that a game opened a moment ago is found: an arbiter
     * binds a board right after opening its game.
     */
    public List<Version> ofRoundAsStored(String event, String round, Duration patience) {
        // an empty store has no head token at all
        TrackingToken headToken = events.createHeadToken();
        OptionalLong head = headToken == null ? OptionalLong.empty() : headToken.position();
        long until = System.nanoTime() + patience.toNanos();
        Optional<StreamingEventProcessor> processor = processing.eventProcessor(PROCESSOR, StreamingEventProcessor.class);
        while (head.isPresent() && processor.isPresent() && behind(processor.get(), head.getAsLong())
                && System.nanoTime() < until) {
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return ofRound(event, round);
    }

    private static boolean behind(StreamingEventProcessor processor, long head) {
        return processor.processingStatus().isEmpty() || processor.processingStatus().values().stream()
                .map(EventTrackerStatus::getTrackingToken)
                .anyMatch(t -> t == null || t.position().orElse(-1) < head);
    }
}
