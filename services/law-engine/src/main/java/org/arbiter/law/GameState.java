package org.arbiter.law;

import java.util.Optional;

/** What every rulebook's state can say about the game, whatever else it tracks. */
public interface GameState {
    /** {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code annulled}, or {@code *} while the game goes on. */
    String result();

    /** The law that ended the game, if it has ended. */
    Optional<String> termination();

    /** The first two FEN fields of the board as it stands. */
    String position();

    /** The full FEN of the board as it stands, for display. */
    String fen();
}
