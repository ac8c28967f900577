package org.arbiter.chess.pgn;

import java.util.List;

/**
 * A line of play: the main line of a game or a variation. {@code comments} are those written
 * before its first move, e.g. a comment on the whole game.
 */
public record PgnLine(List<String> comments, List<PgnMove> moves) {
    public PgnLine {
        comments = List.copyOf(comments);
        moves = List.copyOf(moves);
    }

    public static PgnLine of(List<PgnMove> moves) {
        return new PgnLine(List.of(), moves);
    }
}
