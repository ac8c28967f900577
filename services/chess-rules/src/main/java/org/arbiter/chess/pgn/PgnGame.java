package org.arbiter.chess.pgn;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.arbiter.chess.Position;

/**
 * A game as PGN records it: the tag pairs in their order, the main line with its variations,
 * and the game termination marker ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}).
 */
public record PgnGame(Map<String, String> tags, PgnLine mainLine, String result) {
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        Objects.requireNonNull(mainLine, "mainLine");
        if (!RESULTS.contains(result)) {
            throw new IllegalArgumentException("'" + result + "' is not a game result; expected 1-0, 0-1, 1/2-1/2 or *");
        }
    }

    /** The moves of the main line, variations not counted. */
    public int plies() {
        return mainLine.moves().size();
    }

    /** The position before the first move: the FEN tag's, or the initial position. */
    public Position startPosition() {
        String fen = tags.get("FEN");
        return fen == null ? Position.initial() : Position.fromFen(fen);
    }

    /** The position after the last move of the main line. */
    public Position finalPosition() {
        Position p = startPosition();
        for (PgnMove m : mainLine.moves()) {
            p = p.play(m.move());
        }
        return p;
    }
}
