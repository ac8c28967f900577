package org.arbiter.chess.pgn;

import java.util.Optional;

/**
 * One game of a PGN file as read: its number (from 1), the game, and the error that stopped
 * it, if any. A broken game holds what was read before the error.
 */
public record PgnEntry(int number, PgnGame game, Optional<PgnError> error) {

    public boolean ok() {
        return error.isEmpty();
    }
}
