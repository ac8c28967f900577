package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.CASTLE;
import static org.arbiter.chess.winnable.Workboard.MAX_MOVES;
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
    static final int DEFAULT_LIMIT = 300_000;
    /** Arrays grow with the positions met; beyond this many they are let go after each enumeration. */
    private static final int KEPT = 1 << 16;
    /** Per position: the twelve piece sets, then side, castling and en passant packed, then the key. */
    private static final int STRIDE = 14;
    /** Levels below the root from which a set that outgrew its limit counts as {@link #narrow}. */
    private static final int NARROW_LEVELS = 40;

    private final int[] moves = new int[MAX_MOVES];
    private long[] store = new long[0];
    private int[] parent = new int[0];
    private int[] via = new int[0];
    private int[] depth = new int[0];
    private long[] seen = new long[0];
    private int[] line = new int[0];
    private int count;
    /** The limit of the enumeration in hand, and the next position of it to expand. */
    private int limit;
    private int head;
    private int seenCount;
    private int rootPly;

    /** The mating line of the last {@link #explore} that found one, as moves of {@link Workboard}. */
    int[] line() {
        return line.clone();
    }

    /** Positions met by the last {@link #explore} or {@link #resume}, within its limit. */
    int count() {
        return Math.min(count, limit);
    }

    /**
     * Whether the last enumeration, which gave up, was narrow: its positions spread over at least
     * {@link #NARROW_LEVELS} moves from the root, a few thousand a level, as when the winner has one
     * man free and the loser's men walk a long way round locked Pawns. There the set is long
     * rather than wide, and is worth {@link #resume resuming}.
     */
    boolean narrow() {
        return count > limit && depth[count - 1] >= NARROW_LEVELS;
    }

    Helpmate.Outcome explore(Workboard b, int winner, int limit) {
        if (limit < 1) {
            count = 0;
            this.limit = 0;
            return Helpmate.Outcome.GAVE_UP;
        }
        prepare();
        line = new int[0];
        count = 0;
        seenCount = 0;
        head = 0;
        rootPly = b.ply;
        add(b, -1, 0, 0);
        return resume(b, winner, limit);
    }

    /**
     * Goes on with the enumeration where the last one gave up, until {@code limit} positions in
     * all: the position it stopped at is kept, and the one it was expanding is expanded again, its
     * children already met being skipped, so that no position is lost. Call {@link #release} after.
     */
    Helpmate.Outcome resume(Workboard b, int winner, int limit) {
        this.limit = limit;
        try {
            for (; head < count; head++) {
                restore(b, head);
                int n = b.legalMoves(moves);
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
            restore(b, 0);
        }
    }

    /** Lets go of arrays grown past {@link #KEPT} positions, so that a thread keeps a few megabytes. */
    void release() {
        if (parent.length > KEPT) {
            parent = new int[0];
            via = new int[0];
            depth = new int[0];
            store = new long[0];
            seen = new long[0];
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
        // Over the limit the position is still kept, unexpanded, so that a resumed enumeration has it.
        add(b, from, m, depth[from] + 1);
        return count > limit ? Helpmate.Outcome.GAVE_UP : null;
    }

    private void prepare() {
        if (seen.length == 0) {
            seen = new long[1 << 12];
        }
        Arrays.fill(seen, 0);
    }

    private void add(Workboard b, int from, int m, int d) {
        if (from < 0) {
            insert(b.hash);
        }
        if (count == parent.length) {
            int size = Math.max(1 << 11, count * 2);
            parent = Arrays.copyOf(parent, size);
            via = Arrays.copyOf(via, size);
            depth = Arrays.copyOf(depth, size);
            store = Arrays.copyOf(store, size * STRIDE);
        }
        parent[count] = from;
        via[count] = m;
        depth[count] = d;
        int base = count * STRIDE;
        System.arraycopy(b.pieces, 0, store, base, 12);
        store[base + 12] = b.side | b.castling << 1 | (long) (b.ep + 1) << 5;
        store[base + 13] = b.hash;
        count++;
    }

    /** Whether {@code hash} was not in the set; it is now. The set stays at most half full. */
    private boolean insert(long hash) {
        if (seenCount * 2 >= seen.length) {
            long[] old = seen;
            seen = new long[old.length * 2];
            for (long key : old) {
                if (key != 0) {
                    place(key);
                }
            }
        }
        long key = hash == 0 ? 1 : hash;
        if (place(key)) {
            seenCount++;
            return true;
        }
        return false;
    }

    private boolean place(long key) {
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

    /** Sets the board up as position {@code node}, at the root's ply. */
    private void restore(Workboard b, int node) {
        int base = node * STRIDE;
        System.arraycopy(store, base, b.pieces, 0, 12);
        Arrays.fill(b.squares, -1);
        b.colors[0] = 0;
        b.colors[1] = 0;
        for (int piece = 0; piece < 12; piece++) {
            long men = b.pieces[piece];
            b.colors[piece / 6] |= men;
            for (; men != 0; men &= men - 1) {
                b.squares[Long.numberOfTrailingZeros(men)] = piece;
            }
        }
        b.occupied = b.colors[0] | b.colors[1];
        long state = store[base + 12];
        b.side = (int) (state & 1);
        b.castling = (int) (state >>> 1 & 15);
        b.ep = (int) (state >>> 5) - 1;
        b.hash = store[base + 13];
        b.ply = rootPly;
    }
}
