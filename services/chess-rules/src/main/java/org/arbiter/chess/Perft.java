package org.arbiter.chess;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the leaf nodes of the legal-move tree to a depth: the standard test that a move
 * generator is exact. The last ply is counted in bulk: the legal moves there are counted by
 * {@link MoveCounter}, neither listed nor made.
 */
public final class Perft {
    private Perft() {
    }

    public static long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        Board board = position.board().copy();
        int[][] buffers = new int[Math.max(depth, 1)][MoveGenerator.MAX_MOVES];
        return depth == 0 ? 1 : count(board, depth, buffers);
    }

    private static long count(Board board, int depth, int[][] buffers) {
        if (depth == 1) {
            return MoveCounter.count(board);
        }
        int[] moves = buffers[depth - 1];
        int n = MoveGenerator.legal(board, moves);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            nodes += count(board, depth - 1, buffers);
            board.unmake(moves[i]);
        }
        return nodes;
    }

    /** The node count below each legal move, in generation order. */
    public static Map<Move, Long> divide(Position position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1: " + depth);
        }
        Map<Move, Long> result = new LinkedHashMap<>();
        for (Move move : position.legalMoves()) {
            result.put(move, count(position.play(move), depth - 1));
        }
        return result;
    }
}
