package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.MAX_MOVES;
import static org.arbiter.chess.winnable.Workboard.MAX_PLY;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;

import java.util.Arrays;
import java.util.concurrent.Semaphore;
import org.arbiter.chess.Position;

/**
 * The bounded helpmate search of CHA (Ambrona, FUN 2022): both sides play for the intended
 * winner, depth is spent only on moves that make no progress towards a mate in the corner
 * the winner's men suit, and a search that ends without mate and without ever reaching its
 * depth bound has examined every continuation, which proves that no mate exists. A quick
 * shallow pass comes first, then iterative deepening with a transposition table, which turns
 * the finite tree of a closed position into a complete enumeration. Only an iteration whose
 * every cut was its own proves "no mate". Before any line goes deeper, the winner's direct
 * checks are tried as mates in one. Where the first search and the enumeration of
 * {@link Reachable} (a narrow one going on to twice its limit) both run out, a second, guided search after CHA-Solver (Ambrona, 2026) goes
 * deeper, with ten times the budget, iterations that may visit 7,000 nodes per ply of their
 * bound, and {@link Progress}'s guided ratings; then, as long again, with the ratings that open
 * locked Pawn chains; then, four times as long where Pawns make the game, with {@link Collect}'s
 * plan of Kings that walk to take the adverse Pawns; then, as long as the second, with the loser's
 * King walking to the winner's, whose men can mate only round him; then, as long again where the
 * winner's pieces are Bishops of one colour, with the loser's King walking to {@link Picture}'s
 * square, which his own men can close; last, eight times as long as the second, the third's ratings
 * (or the sixth's, for Bishops of one colour) in iterations that are never cut short by a cap of their
 * own, with a larger table (CHA-Solver's final phase). Positions that need them are
 * the long helpmates among many men, never a game's. One instance per thread: it keeps its buffers and table
 * from one position to the next.
 */
final class Helpmate {
    enum Outcome { MATE, NO_MATE, GAVE_UP }

    static final long DEFAULT_BUDGET = 200_000;
    private static final int QUICK_DEPTH = 2;
    private static final int QUICK_NODES = 5_000;
    private static final int ITERATION_NODES = 40_000;
    /** The guided search, last: nodes per iteration per ply of its bound, and its budget in budgets of the first. */
    private static final int GUIDED_NODES_PER_DEPTH = 7_000;
    private static final int GUIDED_SHARE = 10;
    /**
     * The plan for Pawns runs only where at most one piece stands beside them ({@link Collect#suits}),
     * so it may spend four guided budgets: a mate of sixty plies there needs some three and a half.
     */
    private static final int COLLECT_SHARE = 4;
    /** A narrow enumeration may go on to this many times its limit. */
    private static final int NARROW_SHARE = 2;
    private static final int MAX_DEPTH = 1_000;
    /** Beyond this many plies progress earns no more free depth, so that every line ends. */
    private static final int REWARD_HORIZON = 200;
    private static final int TABLE_BITS = 16;
    /**
     * The guided searches' table: they visit millions of nodes, and with the first search's
     * 65,536 entries their iterations kept re-searching what an overwritten entry had held.
     */
    private static final int GUIDED_TABLE_BITS = 18;
    /**
     * The last search, CHA-Solver's final phase: iterations with no cap of their own, so that each one
     * is searched to its end, and a table of 2^21 entries (40 MB, made for it and let go), since with
     * fewer its entries are overwritten before the transpositions of a long helpmate meet them again.
     */
    private static final int LAST_TABLE_BITS = 21;
    private static final int LAST_SHARE = 80;
    /**
     * As many last searches at once as the machine has cores, each holding its 40 MB table: many
     * threads of a service asked at once about positions that reach it would otherwise each make one.
     * A thread waits for its turn rather than give up, so that the answer never depends on the load.
     */
    private static final Semaphore LAST_SEARCHES = new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()));

    private static final int REWARD = Progress.REWARD;
    private static final int PUNISH = Progress.PUNISH;
    private static final int IRREVERSIBLE = Progress.IRREVERSIBLE;
    private static final int CHECK = Progress.CHECK;

    private final int[][] moves = new int[MAX_PLY][MAX_MOVES];
    private final int[][] kinds = new int[MAX_PLY][MAX_MOVES];
    /** The moves' indices in the order they are tried, per ply. */
    private final int[][] orders = new int[MAX_PLY][MAX_MOVES];
    private final long[] ownKeys = new long[1 << TABLE_BITS];
    private final int[] ownStamps = new int[1 << TABLE_BITS];
    private final int[] ownMovesLeft = new int[1 << TABLE_BITS];
    private final int[] ownIterations = new int[1 << TABLE_BITS];
    /** The guided searches' larger table, made when first needed and kept (5 MB). */
    private long[] guidedKeys;
    private int[] guidedStamps;
    private int[] guidedMovesLeft;
    private int[] guidedIterations;
    /** The table in use: the first search's or the guided searches'. */
    private long[] keys = ownKeys;
    private int[] stamps = ownStamps;
    private int[] movesLeft = ownMovesLeft;
    private int[] iterations = ownIterations;
    private int mask = (1 << TABLE_BITS) - 1;
    private final Progress progress = new Progress();
    /** The moves from the root to the current node, and the length of the mating line found. */
    private final int[] path = new int[MAX_PLY];
    private int mateLength;
    private int generation;
    private int iteration;

    private final Reachable reachable = new Reachable();
    private final LockdownMemo lockdowns = new LockdownMemo();
    private Workboard own;
    private Workboard board;
    private int winner;
    private int rootPly;
    private long nodes;
    private long limit;
    private int maxDepth;
    private boolean interrupted;
    private boolean full;
    private Progress.Style style = Progress.Style.CHA;

    /** This thread's board, set up for {@code position}; a search leaves it as it found it. */
    Workboard board(Position position) {
        if (own == null) {
            own = new Workboard(position);
        } else {
            own.load(position);
        }
        return own;
    }

    /** The mating line the last {@link #run} found, as moves of {@link Workboard}, for tests to replay. */
    int[] mateLine() {
        return Arrays.copyOf(path, mateLength);
    }

    /** Nodes visited by the last {@link #run}, for the benchmark. */
    long nodes() {
        return nodes;
    }

    Outcome run(Workboard b, int intendedWinner, long budget) {
        board = b;
        winner = intendedWinner;
        rootPly = b.ply;
        nodes = 0;
        mateLength = 0;
        // A game already ended on the board: the mate stands whatever the material (two Bishops of one
        // colour can mate a King hemmed in by his own men), and after a mate or a stalemate no one moves again.
        if (!b.hasLegalMove()) {
            return b.inCheck() && b.side != winner ? Outcome.MATE : Outcome.NO_MATE;
        }
        if (Material.cannotMate(b, winner)) {
            return Outcome.NO_MATE;
        }
        full = false;
        maxDepth = QUICK_DEPTH;
        limit = Math.min(QUICK_NODES, budget);
        interrupted = false;
        if (find(0, false, true)) {
            return Outcome.MATE;
        }
        if (!interrupted || LastPiece.cannotMate(b, winner)) {
            return Outcome.NO_MATE;
        }
        Outcome deep = deepen(budget, ITERATION_NODES, 0, Progress.Style.CHA);
        if (deep != null) {
            return deep;
        }
        // The budget bounds the enumeration too, so that a smaller one still answers sooner.
        int enumerated = (int) Math.min(Reachable.DEFAULT_LIMIT, budget + budget / 2);
        Outcome last;
        try {
            last = reachable.explore(b, winner, enumerated);
            if (last == Outcome.GAVE_UP && reachable.narrow()) {
                // A long, thin set (a lone free man hunting a King boxed in by Pawns, the loser's men
                // walking far round the chain) ends within a few times the limit, where the guided
                // searches, cutting lines at their depth bound, find no mate of ninety plies.
                last = reachable.resume(b, winner, enumerated * NARROW_SHARE);
            }
        } finally {
            reachable.release();
        }
        nodes += reachable.count();
        if (last == Outcome.MATE) {
            int[] line = reachable.line();
            System.arraycopy(line, 0, path, 0, line.length);
            mateLength = line.length;
        }
        if (last != Outcome.GAVE_UP) {
            return last;
        }
        table(GUIDED_TABLE_BITS);
        try {
            deep = deepen(nodes + budget * GUIDED_SHARE, 0, GUIDED_NODES_PER_DEPTH, Progress.Style.GUIDED);
            if (deep == null) {
                deep = deepen(nodes + budget * GUIDED_SHARE, 0, GUIDED_NODES_PER_DEPTH, Progress.Style.OPENING);
            }
            if (deep == null && Collect.suits(b)) {
                deep = deepen(nodes + budget * GUIDED_SHARE * COLLECT_SHARE, 0, GUIDED_NODES_PER_DEPTH,
                        Progress.Style.COLLECT);
            }
            if (deep == null) {
                deep = deepen(nodes + budget * GUIDED_SHARE, 0, GUIDED_NODES_PER_DEPTH, Progress.Style.HUNT);
            }
            boolean picture = Picture.square(b, winner) >= 0;
            if (deep == null && picture) {
                deep = deepen(nodes + budget * GUIDED_SHARE, 0, GUIDED_NODES_PER_DEPTH, Progress.Style.PICTURE);
            }
            if (deep == null) {
                // Every capped iteration above was cut short before a long helpmate's line was reached.
                LAST_SEARCHES.acquireUninterruptibly();
                try {
                    table(LAST_TABLE_BITS);
                    deep = deepen(nodes + budget * LAST_SHARE, budget * LAST_SHARE, 0,
                            picture ? Progress.Style.PICTURE : Progress.Style.OPENING);
                } finally {
                    table(TABLE_BITS);
                    LAST_SEARCHES.release();
                }
            }
        } finally {
            table(TABLE_BITS);
        }
        return deep == null ? Outcome.GAVE_UP : deep;
    }

    /**
     * Uses the guided searches' table of {@code 2^bits} entries, the last search's (made afresh each
     * time and let go with the next call, so that a thread does not keep 40 MB), or the first search's again.
     */
    private void table(int bits) {
        if (bits == TABLE_BITS) {
            keys = ownKeys;
            stamps = ownStamps;
            movesLeft = ownMovesLeft;
            iterations = ownIterations;
        } else if (bits == GUIDED_TABLE_BITS) {
            if (guidedKeys == null) {
                guidedKeys = new long[1 << bits];
                guidedStamps = new int[1 << bits];
                guidedMovesLeft = new int[1 << bits];
                guidedIterations = new int[1 << bits];
            }
            keys = guidedKeys;
            stamps = guidedStamps;
            movesLeft = guidedMovesLeft;
            iterations = guidedIterations;
        } else {
            keys = new long[1 << bits];
            stamps = new int[1 << bits];
            movesLeft = new int[1 << bits];
            iterations = new int[1 << bits];
        }
        mask = (1 << bits) - 1;
    }

    /**
     * Iterative deepening with the table, until {@code end} nodes in all: a mate, a proof that
     * none exists, or null. An iteration may visit {@code base + perDepth * bound} nodes.
     */
    private Outcome deepen(long end, long base, long perDepth, Progress.Style ratings) {
        full = true;
        style = ratings;
        generation++;
        try {
            // The bound grows by half each time: a closed position needs a deep bound to be enumerated, soon.
            for (maxDepth = QUICK_DEPTH + 1; maxDepth <= MAX_DEPTH && nodes < end;
                    maxDepth += Math.max(1, maxDepth / 2)) {
                iteration++;
                limit = Math.min(nodes + base + perDepth * maxDepth, end);
                interrupted = false;
                if (find(0, false, true)) {
                    return Outcome.MATE;
                }
                if (!interrupted) {
                    return Outcome.NO_MATE;
                }
            }
            return null;
        } finally {
            style = Progress.Style.CHA;
        }
    }

    /**
     * Whether a mate by the winner follows from here within the depth bound.
     * {@code changed}: the last move could not be undone (capture, Pawn move, castling), so
     * the locked-position analysis may now decide what it could not before.
     */
    private boolean find(int depth, boolean pastProgress, boolean changed) {
        Workboard b = board;
        nodes++;
        int slot = (int) b.hash & mask;
        int left = maxDepth - depth;
        if (full && keys[slot] == b.hash && stamps[slot] == generation && movesLeft[slot] >= left) {
            // An entry of an earlier, shallower iteration may stand for a line that was cut short
            // there and not explored here: it still spares work, but this iteration proves nothing.
            if (iterations[slot] != iteration) {
                interrupted = true;
            }
            return false;
        }
        if (changed && (Material.cannotMate(b, winner) || Lockdown.cannotMate(b, winner, lockdowns))) {
            return false;
        }
        int ply = b.ply;
        if (depth >= maxDepth || nodes >= limit || ply >= MAX_PLY - 1) {
            // At the bound only a mate is settled; a stalemate here is met again one iteration deeper.
            if (b.side != winner && b.inCheck() && !b.hasLegalMove()) {
                mateLength = ply - rootPly;
                return true;
            }
            interrupted = true;
            return false;
        }
        int[] list = moves[ply];
        int n = b.legalMoves(list);
        if (n == 0) {
            boolean mate = b.side != winner && b.inCheck();
            if (mate) {
                mateLength = ply - rootPly;
            }
            return mate;
        }
        if (full) {
            keys[slot] = b.hash;
            stamps[slot] = generation;
            iterations[slot] = iteration;
            movesLeft[slot] = left;
        }
        int[] kind = kinds[ply];
        progress.classify(b, winner, list, kind, n, ply - rootPly < REWARD_HORIZON, style);
        if (b.side == winner && mateInOne(list, kind, n)) {
            return true;
        }
        // In the quick pass a quiet move that reaches the bound can only be cut short there,
        // unless it is the winner's and uncovers a check (his direct checks were tried above).
        boolean skipQuietLeaves = !full;
        long discoverers = 0;
        if (!full && b.side == winner) {
            int enemyKing = b.kingSquare(winner ^ 1);
            discoverers = enemyKing < 0 ? 0 : b.soleBlockers(enemyKing, winner, winner);
        }
        int[] order = progress.order(kind, n, orders[ply]);
        for (int j = 0; j < n; j++) {
            int i = order[j];
            int pass = kind[i] & 3;
            int m = list[i];
            int next = switch (pass) {
                case REWARD -> depth;
                case PUNISH -> Math.min(maxDepth, depth + (style == Progress.Style.CHA ? 3 : 4));
                default -> pastProgress ? depth : depth + 1;
            };
            if (skipQuietLeaves && next >= maxDepth && (kind[i] & IRREVERSIBLE) == 0
                    && (discoverers & 1L << Workboard.from(m)) == 0) {
                interrupted = true;
                continue;
            }
            path[ply - rootPly] = m;
            b.make(m);
            boolean mate = find(next, pass == REWARD, (kind[i] & IRREVERSIBLE) != 0);
            b.unmake(m);
            if (mate) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether one of the winner's direct checks mates at once: tried before any line goes
     * deeper, since a mate next to the root is found far sooner this way than depth first.
     */
    private boolean mateInOne(int[] list, int[] kind, int n) {
        Workboard b = board;
        for (int i = 0; i < n; i++) {
            if ((kind[i] & CHECK) != 0) {
                b.make(list[i]);
                boolean mate = b.inCheck() && !b.hasLegalMove();
                b.unmake(list[i]);
                if (mate) {
                    nodes++;
                    path[b.ply - rootPly] = list[i];
                    mateLength = b.ply - rootPly + 1;
                    return true;
                }
            }
        }
        return false;
    }
}
