package org.arbiter.service.board;

import java.util.List;
import java.util.Optional;
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

    private final BoardRows rows;

    BoardVersions(BoardRows rows) {
        this.rows = rows;
    }

    public Optional<Version> of(String gameId) {
        return rows.findById(gameId).map(r -> new Version(r.gameId, r.actions));
    }

    /** The games whose header names {@code round}, of {@code event} or, when it is null, of any event. */
    public List<Version> ofRound(String event, String round) {
        List<BoardRow> found = event == null ? rows.findByRound(round) : rows.findByEventAndRound(event, round);
        return found.stream().map(r -> new Version(r.gameId, r.actions)).toList();
    }
}
