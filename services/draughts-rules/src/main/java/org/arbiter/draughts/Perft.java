package org.arbiter.draughts;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the leaf nodes of the legal-move tree to a depth, each capture path a move of its own:
 * the standard test that a move generator is exact. Positions are copied, not unmade, as three
 * ints; the last ply is counted in bulk by {@link MoveGenerator#count}, neither listed nor made.
 * {@code java -cp draughts-rules.jar org.arbiter.draughts.Perft startpos 11} prints the count last.
 */
public final class Perft {
    private final MoveList[] lists;

    private Perft(int depth) {
        lists = new MoveList[Math.max(depth, 1)];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    public static long count(DraughtsPosition position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new Perft(depth).count(position.me(), position.opponent(), position.moverKings(), depth);
    }

    private long count(int me, int opp, int kings, int depth) {
        if (depth == 1) {
            return MoveGenerator.count(me, opp, kings);
        }
        MoveList list = lists[depth - 1];
        MoveGenerator.generate(me, opp, kings, list);
        long nodes = 0;
        for (int i = 0; i < list.size; i++) {
            int from = list.from[i];
            int to = list.to[i];
            int taken = list.captured[i];
            int k = kings & ~taken;
            if ((k & from) != 0) {
                k = (k ^ from) | to;
            } else {
                k |= to & Bitboards.CROWN_ROW;
            }
            nodes += count(Bitboards.turn(opp & ~taken), Bitboards.turn(me ^ from ^ to), Bitboards.turn(k), depth - 1);
        }
        return nodes;
    }

    /** The node count below each legal move, in the order of {@link DraughtsPosition#legalMoves()}. */
    public static Map<DraughtsMove, Long> divide(DraughtsPosition position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1: " + depth);
        }
        Map<DraughtsMove, Long> result = new LinkedHashMap<>();
        for (DraughtsMove move : position.legalMoves()) {
            result.put(move, count(position.play(move), depth - 1));
        }
        return result;
    }

    /** {@code Perft FEN|startpos DEPTH}: the count as the last line of stdout, time and rate on stderr. */
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: Perft FEN|startpos DEPTH");
            System.exit(2);
        }
        DraughtsPosition position = "startpos".equals(args[0]) ? DraughtsPosition.initial() : DraughtsPosition.fromFen(args[0]);
        int depth = Integer.parseInt(args[1]);
        long start = System.nanoTime();
        long nodes = count(position, depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println(nodes);
        System.err.printf("perft %d: %d nodes in %.3f s (%.1f M nodes/s)%n",
                depth, nodes, seconds, seconds > 0 ? nodes / seconds / 1e6 : 0.0);
    }
}
