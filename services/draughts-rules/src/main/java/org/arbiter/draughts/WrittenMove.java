package org.arbiter.draughts;

import java.util.Objects;
import java.util.Optional;

/**
 * A move read from the way a record wrote it: the legal move its squares name, and a note when the
 * writing differs from the move's own form (archives often write a step with {@code x}, as
 * {@code 10x14}, or a capture with {@code -}); a note is not an error, the squares decide the move.
 */
public record WrittenMove(String written, DraughtsMove move, Optional<String> note) {

    public WrittenMove {
        Objects.requireNonNull(written, "written");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(note, "note");
    }
}
