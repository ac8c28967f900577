package org.arbiter.chess.pgn;

import java.util.List;
import java.util.Objects;
import org.arbiter.chess.Move;

/**
 * One move of a game's movetext with what annotates it: NAGs ({@code $1}, or {@code !} read as
 * {@code $1}), the comments that follow it, and the variations that replace it (PGN 8.2.5).
 */
public record PgnMove(Move move, List<Integer> nags, List<String> comments, List<PgnLine> variations) {
    public PgnMove {
        Objects.requireNonNull(move, "move");
        nags = List.copyOf(nags);
        comments = List.copyOf(comments);
        variations = List.copyOf(variations);
    }

    /** A move with no annotation. */
    public static PgnMove of(Move move) {
        return new PgnMove(move, List.of(), List.of(), List.of());
    }
}
