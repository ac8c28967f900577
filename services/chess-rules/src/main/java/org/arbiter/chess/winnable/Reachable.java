package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.CASTLE;
import static org.arbiter.chess.winnable.Workboard.MAX_MOVES;
import static org.arbiter.chess.winnable.Workboard.MAX_PLY;
import static org.arbiter.chess.winnable.Workboard.PAWN;

import java.util.Arrays;

/**
 * The last resort of the search: every position reachable from the root by legal moves,
 * enumerated breadth first with a set of the positions met. If the set is finite and small and
 * none of its positions is a mate of the loser, no series of moves mates him; if one is, the
 * shortest mating line is found. After a capture, a Pawn move or castling the material and
 * locked-pawn rules are tried again, and a position they decide is not expanded (CHA's
 * semi-static rules re-tried after each move). This decides what the depth-first search cannot:
 * a closed position where both Kings may wander, whose simple paths are far longer than any
 * depth bound while the positions themselves are few. Positions are told apart by their Zobrist
 * keys, as in the search's table.
 */
final class Reachable {
    /** The most positions enumerated per side before giving up. */
    static final int DEFAULT_LIMIT = 60_000;
    private static final int DEEPEST = MAX_PLY - 8;

    private final int[] moves = new int[MAX_MOVES];
    private final int[] onBoard = new int[MAX_PLY];
    private final int[] target = new int[MAX_PLY];
    private int[] parent = new int[0];
    private int[] via = new int[0];
    private int[] depth = new int[0];
    private long[] seen = new long[0];
    private int[] line = new int[0];
    private int count;
    private int boardDepth;

    /** The mating line of the last {@link #explore} that found one, as moves of {@link Workboard}. */
    int[] line() {
        return line.clone();
    }

    /** Positions met by the last {@link #explore}. */
    int count() {
        return count;
    }

    Helpmate.Outcome explore(Workboard b, int winner, int limit) {
        prepare(limit);
        line = new int[0];
        count = 0;
        boardDepth = 0;
        add(b.hash, -1, 0, 0);
        onBoard[0] = 0;
        try {
            for (int head = 0; head < count; head++) {
                goTo(b, head);
                int n = b.legalMoves(moves);
                if (n > 0 && depth[head] >= DEEPEST) {
                    return Helpmate.Outcome.GAVE_UP;
                }
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    int piece = b.squares[Workboard.from(m)];
                    boolean irreversible = b.isCapture(m) || piece % 6 == PAWN || Workboard.flag(m) == CASTLE;
                    b.make(m);
                    Helpmate.Outcome found = visit(b, winner, limit, head, m, irreversible);
                    b.unmake(m);
                    if (found != null) {
                        return found;
                    }
                }
            }
            return Helpmate.Outcome.NO_MATE;
        } finally {
            goTo(b, 0);
        }
    }

    /** A new position after move {@code m} from node {@code from}: a mate ends the search, a full set gives up. */
    private Helpmate.Outcome visit(Workboard b, int winner, int limit, int from, int m, boolean irreversible) {
        if (b.side != winner && b.inCheck() && !b.hasLegalMove()) {
            line = new int[depth[from] + 1];
            line[depth[from]] = m;
            for (int node = from; node > 0; node = parent[node]) {
                line[depth[node] - 1] = via[node];
            }
            return Helpmate.Outcome.MATE;
        }
        if (!insert(b.hash)) {
            return null;
        }
        if (irreversible && (Material.cannotMate(b, winner) || Lockdown.cannotMate(b, winner))) {
            return null;
        }
        if (count == limit) {
            return Helpmate.Outcome.GAVE_UP;
        }
        add(b.hash, from, m, depth[from] + 1);
        return null;
    }

    private void prepare(int limit) {
        if (parent.length < limit) {
            parent = new int[limit];
            via = new int[limit];
            depth = new int[limit];
            seen = new long[Integer.highestOneBit(limit) * 4];
        }
        Arrays.fill(seen, 0);
    }

    private void add(long hash, int from, int m, int d) {
        if (from < 0) {
            insert(hash);
        }
        parent[count] = from;
        via[count] = m;
        depth[count] = d;
        count++;
    }

    /** Whether {@code hash} was not in the set; it is now. */
    private boolean insert(long hash) {
        long key = hash == 0 ? 1 : hash;
        int mask = seen.length - 1;
        for (int slot = (int) (key ^ key >>> 32) & mask; ; slot = (slot + 1) & mask) {
            if (seen[slot] == 0) {
                seen[slot] = key;
                return true;
            }
            if (seen[slot] == key) {
                return false;
            }
        }
    }

    /** Brings the board to node {@code node}, undoing moves only back to the path both share. */
    private void goTo(Workboard b, int node) {
        int d = depth[node];
        for (int x = node; x >= 0; x = parent[x]) {
            target[depth[x]] = x;
        }
        int common = 1;
        while (common <= Math.min(d, boardDepth) && onBoard[common] == target[common]) {
            common++;
        }
        for (int k = boardDepth; k >= common; k--) {
            b.unmake(via[onBoard[k]]);
        }
        for (int k = common; k <= d; k++) {
            b.make(via[target[k]]);
            onBoard[k] = target[k];
        }
        boardDepth = d;
    }
}
