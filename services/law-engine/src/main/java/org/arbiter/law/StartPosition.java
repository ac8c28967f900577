package org.arbiter.law;

import org.arbiter.chess.InvalidFen;
import org.arbiter.chess.Position;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/** The men at the start of play as a header gives them, for every chess code alike. */
public final class StartPosition {
    private StartPosition() {
    }

    /** The header's {@code start} FEN, or the initial arrangement; a FEN that cannot be read is an error in {@code start}. */
    public static Position of(Header header) {
        try {
            return header.startFen().map(Position::fromFen).orElse(Position.initial());
        } catch (InvalidFen e) {
            throw new SequenceError(1, "start", e.getMessage());
        }
    }
}
