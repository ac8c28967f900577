package org.arbiter.chess.pgn;

import java.util.List;
import java.util.Optional;

/**
 * One game of a PGN file as read: its number (from 1), the game, the error that stopped it, if any,
 * and the notes on what was read although written otherwise than a game with moves. A broken game
 * holds what was read before the error.
 */
public record PgnEntry(int number, PgnGame game, Optional<PgnError> error, List<PgnNote> notes) {

    public PgnEntry {
        notes = List.copyOf(notes);
    }

    public PgnEntry(int number, PgnGame game, Optional<PgnError> error) {
        this(number, game, error, List.of());
    }

    public boolean ok() {
        return error.isEmpty();
    }
}
