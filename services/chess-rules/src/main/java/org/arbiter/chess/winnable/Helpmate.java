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
import org.arbiter.chess.Position;

/**
 * The bounded helpmate search of CHA (Ambrona, FUN 2022): both sides play for the intended
 * winner, depth is spent only on moves that make no progress towards a mate in the corner
 * the winner's men suit, and a search that ends without mate and without ever reaching its
 * depth bound has examined every continuation, which proves that no mate exists. A quick
 * shallow pass comes first, then iterative deepening with a transposition table, which turns
 * the finite tree of a closed position into a complete enumeration. Only an iteration whose
 * every cut was its own proves "no mate". Before any line goes deeper, the winner's direct
 * checks are tried as mates in one. One instance per thread: it keeps its buffers and table
 * from one position to the next.
 */
final class Helpmate {
    enum Outcome { MATE, NO_MATE, GAVE_UP }

    static final long DEFAULT_BUDGET = 200_000;
    private static final int QUICK_DEPTH = 2;
    private static final int QUICK_NODES = 5_000;
    private static final int ITERATION_NODES = 40_000;
    private static final int MAX_DEPTH = 1_000;
    /** Beyond this many plies progress earns no more free depth, so that every line ends. */
    private static final int REWARD_HORIZON = 200;
    private static final int TABLE_BITS = 16;
    private static final int MASK = (1 << TABLE_BITS) - 1;

    private static final int REWARD = 0;
    private static final int NORMAL = 1;
    private static final int PUNISH = 2;
    private static final int IRREVERSIBLE = 4;
    private static final int CHECK = 8;

    private final int[][] moves = new int[MAX_PLY][MAX_MOVES];
    private final int[][] kinds = new int[MAX_PLY][MAX_MOVES];
    /** The moves' indices in the order they are tried, per ply. */
    private final int[][] orders = new int[MAX_PLY][MAX_MOVES];
    private final int[] bucketStarts = new int[7];
    private final long[] keys = new long[1 << TABLE_BITS];
    private final int[] stamps = new int[1 << TABLE_BITS];
    private final int[] movesLeft = new int[1 << TABLE_BITS];
    private final int[] iterations = new int[1 << TABLE_BITS];
    private final long[] checkSquares = new long[6];
    /** The moves from the root to the current node, and the length of the mating line found. */
    private final int[] path = new int[MAX_PLY];
    private int mateLength;
    private int generation;
    private int iteration;

    private final Reachable reachable = new Reachable();
    private Workboard own;
    private Workboard board;
    private int winner;
    private int rootPly;
    private long nodes;
    private long limit;
    private int maxDepth;
    private boolean interrupted;
    private boolean full;

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
        if (!interrupted) {
            return Outcome.NO_MATE;
        }
        full = true;
        generation++;
        // The bound grows by half each time: a closed position needs a deep bound to be enumerated, soon.
        for (maxDepth = QUICK_DEPTH + 1; maxDepth <= MAX_DEPTH && nodes < budget;
                maxDepth += Math.max(1, maxDepth / 2)) {
            iteration++;
            limit = Math.min(nodes + ITERATION_NODES, budget);
            interrupted = false;
            if (find(0, false, true)) {
                return Outcome.MATE;
            }
            if (!interrupted) {
                return Outcome.NO_MATE;
            }
        }
        // The budget bounds the enumeration too, so that a smaller one still answers sooner.
        Outcome last = reachable.explore(b, winner, (int) Math.min(Reachable.DEFAULT_LIMIT, budget + budget / 2));
        nodes += reachable.count();
        if (last == Outcome.MATE) {
            int[] line = reachable.line();
            System.arraycopy(line, 0, path, 0, line.length);
            mateLength = line.length;
        }
        return last;
    }

    /**
     * Whether a mate by the winner follows from here within the depth bound.
     * {@code changed}: the last move could not be undone (capture, Pawn move, castling), so
     * the locked-position analysis may now decide what it could not before.
     */
    private boolean find(int depth, boolean pastProgress, boolean changed) {
        Workboard b = board;
        nodes++;
        int slot = (int) b.hash & MASK;
        int left = maxDepth - depth;
        if (full && keys[slot] == b.hash && stamps[slot] == generation && movesLeft[slot] >= left) {
            // An entry of an earlier, shallower iteration may stand for a line that was cut short
            // there and not explored here: it still spares work, but this iteration proves nothing.
            if (iterations[slot] != iteration) {
                interrupted = true;
            }
            return false;
        }
        if (changed && (Material.cannotMate(b, winner) || Lockdown.cannotMate(b, winner))) {
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
        classify(list, kind, n, ply - rootPly < REWARD_HORIZON);
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
        int[] order = order(kind, n, orders[ply]);
        for (int j = 0; j < n; j++) {
            int i = order[j];
            int pass = kind[i] & 3;
            int m = list[i];
            int next = switch (pass) {
                case REWARD -> depth;
                case PUNISH -> Math.min(maxDepth, depth + 3);
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
     * The moves by class, progress first, and within each class the winner's direct checks
     * first, since a helpmate ends with one; a counting sort, as the classes are few.
     */
    private int[] order(int[] kind, int n, int[] order) {
        int[] start = bucketStarts;
        Arrays.fill(start, 0);
        for (int i = 0; i < n; i++) {
            start[bucket(kind[i]) + 1]++;
        }
        for (int b = 1; b < 7; b++) {
            start[b] += start[b - 1];
        }
        for (int i = 0; i < n; i++) {
            order[start[bucket(kind[i])]++] = i;
        }
        return order;
    }

    private static int bucket(int kind) {
        return (kind & 3) * 2 + ((kind & CHECK) != 0 ? 0 : 1);
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

    /**
     * Sorts each move into progress towards the mating picture, neutral, or a step away from
     * it; {@link #IRREVERSIBLE} marks a move that cannot be undone (capture, Pawn move,
     * castling), {@link #CHECK} a direct check by the winner.
     */
    private void classify(int[] list, int[] kind, int n, boolean rewards) {
        Workboard b = board;
        boolean winnersTurn = b.side == winner;
        boolean loserPromotes = !winnersTurn && Material.needsLoserPromotion(b, winner);
        int kingTarget = target(true, winnersTurn);
        int manTarget = target(false, winnersTurn);
        boolean advancedRanks = winner == Workboard.WHITE;
        // The squares from which each kind of man would check the loser's King.
        int enemyKing = winnersTurn ? b.kingSquare(winner ^ 1) : -1;
        long[] checks = checkSquares;
        if (enemyKing >= 0) {
            checks[PAWN] = Tables.PAWN[winner ^ 1][enemyKing];
            checks[KNIGHT] = Tables.KNIGHT[enemyKing];
            checks[BISHOP] = Tables.bishop(enemyKing, b.occupied);
            checks[ROOK] = Tables.rook(enemyKing, b.occupied);
            checks[QUEEN] = checks[BISHOP] | checks[ROOK];
            checks[KING] = 0;
        }
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int from = Workboard.from(m);
            int to = Workboard.to(m);
            int piece = b.squares[from];
            int type = piece >= 6 ? piece - 6 : piece;
            boolean capture = b.squares[to] >= 0 || Workboard.flag(m) == Workboard.EN_PASSANT;
            boolean closer = type == KING ? Tables.distance(to, kingTarget) < Tables.distance(from, kingTarget)
                    : type == KNIGHT && Tables.KNIGHT_DISTANCE[to][manTarget] < Tables.KNIGHT_DISTANCE[from][manTarget];
            int k;
            if (winnersTurn) {
                boolean advanced = type == PAWN && (advancedRanks ? from >> 3 : 7 - (from >> 3)) >= 4;
                k = advanced || capture || closer ? REWARD : NORMAL;
            } else {
                k = NORMAL;
                if (loserPromotes) {
                    int promotion = Workboard.promotion(m);
                    k = type == PAWN && promotion != QUEEN && promotion != ROOK ? REWARD : PUNISH;
                }
                if (closer) {
                    k = REWARD;
                } else if (capture) {
                    k = PUNISH;
                }
            }
            if (k == REWARD && !rewards) {
                k = NORMAL;
            }
            boolean irreversible = capture || type == PAWN || Workboard.flag(m) == Workboard.CASTLE;
            if (enemyKing >= 0 && Workboard.promotion(m) == 0 && (checks[type] & 1L << to) != 0) {
                k |= CHECK;
            }
            kind[i] = irreversible ? k | IRREVERSIBLE : k;
        }
    }

    /**
     * The square the moving man should head for: the loser's King to a corner on the loser's
     * first rank, its men next to it to take his flight square, the winner's King two squares
     * in front. The corner is dark when the winner has a dark-square Bishop, or has none and
     * the loser has a light-square one, since the mating Bishop must command the corner.
     */
    private int target(boolean king, boolean winnersTurn) {
        Workboard b = board;
        long own = b.pieces(winner, BISHOP);
        boolean dark = (own & Tables.DARK) != 0 || (own == 0 && (b.pieces(winner ^ 1, BISHOP) & Tables.LIGHT) != 0);
        int sq = winnersTurn ? (king ? 47 : 63) : (king ? 63 : 62);
        if (!dark) {
            sq ^= 7;
        }
        return winner == Workboard.WHITE ? sq : sq ^ 63;
    }
}
