package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;

import java.util.Arrays;

/**
 * How the helpmate search rates a move: progress towards a mate in the corner the winner's men
 * suit, neutral, or a step away from it, and in which order it tries them, in three styles: CHA's,
 * for the search of every position; a guided one after CHA-Solver (Ambrona, 2026), for the
 * deeper search of a position the first left open: every Pawn move of the winner is progress
 * (a Pawn must often walk far to promote or to open a line), his King heads for the square
 * diagonally in front of the corner and his Knights for the centre, from which both reach
 * either mating square. A third style, tried last, opens locked Pawn chains: the loser's
 * captures by or of a Pawn and the Bishops' steps towards the corner are progress too; a fourth
 * adds {@link Collect}'s plan for locked Pawns; a fifth sends the loser's King to the winner's, for
 * a winner whose men can mate only round their own King; a sixth sends him to {@link Picture}'s
 * square, for Bishops of one colour, and rates as progress a winner's man that stops commanding
 * it, so that the King may come in. One
 * instance per search: it keeps a buffer.
 */
final class Progress {
    /**
     * CHA's ratings; the guided ones; the guided ones that also count as progress a capture by or
     * of a Pawn in the loser's turn and a Bishop nearing the corner, to open a locked chain; those
     * and {@link Collect}'s plan, the Kings walking to the adverse Pawns and the loser's Pawns
     * advancing or his pieces offered to the winner's Pawns; the third's, the loser's King heading
     * for the winner's; the third's, the loser's King heading for {@link Picture}'s square and the
     * winner's men clearing it.
     */
    enum Style {
        CHA(false), GUIDED(false), OPENING(true), COLLECT(true), HUNT(true), PICTURE(true);

        /** Whether captures by or of a Pawn in the loser's turn and Bishops nearing the corner are progress. */
        final boolean opens;

        Style(boolean opens) {
            this.opens = opens;
        }
    }

    static final int REWARD = 0;
    static final int NORMAL = 1;
    static final int PUNISH = 2;
    static final int IRREVERSIBLE = 4;
    static final int CHECK = 8;

    /** The type of each coded man, colour * 6 + type. */
    private static final int[] TYPE = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING};

    private final long[] checkSquares = new long[6];
    private final int[] bucketStarts = new int[7];

    /**
     * Sorts each move into progress towards the mating picture, neutral, or a step away from
     * it; {@link #IRREVERSIBLE} marks a move that cannot be undone (capture, Pawn move,
     * castling), {@link #CHECK} a direct check by the winner. {@code rewards}: whether progress
     * still earns free depth.
     */
    void classify(Workboard b, int winner, int[] list, int[] kind, int n, boolean rewards, Style style) {
        if (style == Style.CHA) {
            classifyCha(b, winner, list, kind, n, rewards);
            return;
        }
        boolean guided = style != Style.CHA;
        boolean collect = style == Style.COLLECT;
        boolean opening = style.opens;
        boolean winnersTurn = b.side == winner;
        boolean loserPromotes = !winnersTurn && Material.needsLoserPromotion(b, winner);
        int kingTarget = target(b, winner, true, winnersTurn, style);
        int manTarget = target(b, winner, false, winnersTurn, style);
        boolean advancedRanks = winner == Workboard.WHITE;
        // The squares from which each kind of man would check the loser's King.
        int enemyKing = winnersTurn ? b.kingSquare(winner ^ 1) : -1;
        long[] checks = checks(b, winner, enemyKing);
        int picture = style == Style.PICTURE ? Picture.square(b, winner) : -1;
        if (picture >= 0 && !winnersTurn) {
            kingTarget = picture;
        }
        int[] count = bucketStarts;
        Arrays.fill(count, 0);
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int from = Workboard.from(m);
            int to = Workboard.to(m);
            int piece = b.squares[from];
            int type = piece >= 6 ? piece - 6 : piece;
            boolean capture = b.squares[to] >= 0 || Workboard.flag(m) == Workboard.EN_PASSANT;
            boolean closer = type == KING ? Tables.distance(to, kingTarget) < Tables.distance(from, kingTarget)
                    : type == KNIGHT && Tables.KNIGHT_DISTANCE[to][manTarget] < Tables.KNIGHT_DISTANCE[from][manTarget];
            if (collect) {
                closer = Collect.closer(b, winner, type, from, to, kingTarget, closer, capture);
            }
            if (opening && type == BISHOP && Tables.distance(to, kingTarget) < Tables.distance(from, kingTarget)) {
                closer = true;
            }
            if (picture >= 0 && winnersTurn && type == BISHOP) {
                // His Bishops' only progress is to let the King in: one steps off a line to the square.
                closer = (Tables.bishop(from, b.occupied) & 1L << picture) != 0
                        && (Tables.bishop(to, b.occupied & ~(1L << from)) & 1L << picture) == 0;
            }
            int k;
            if (winnersTurn) {
                boolean advanced = type == PAWN && (guided || (advancedRanks ? from >> 3 : 7 - (from >> 3)) >= 4);
                k = advanced || capture || closer ? REWARD : NORMAL;
            } else {
                k = NORMAL;
                if (loserPromotes) {
                    int promotion = Workboard.promotion(m);
                    k = type == PAWN && promotion != QUEEN && promotion != ROOK ? REWARD : PUNISH;
                }
                boolean pawnCapture = capture && (type == PAWN || (b.squares[to] >= 0 && b.squares[to] % 6 == PAWN));
                if (closer || (opening && pawnCapture)) {
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
            count[bucket(k) + 1]++;
        }
    }

    /**
     * {@link #classify} in CHA's style, the search of every position, apart from the others' rules
     * so that the common path stays short (issue 43); it rates every move exactly as they would.
     */
    private void classifyCha(Workboard b, int winner, int[] list, int[] kind, int n, boolean rewards) {
        int[] count = bucketStarts;
        Arrays.fill(count, 0);
        int[] squares = b.squares;
        boolean winnersTurn = b.side == winner;
        boolean loserPromotes = !winnersTurn && Material.needsLoserPromotion(b, winner);
        byte[] kingNear = Tables.DISTANCE[target(b, winner, true, winnersTurn, Style.CHA)];
        byte[] knightNear = Tables.KNIGHT_DISTANCE[target(b, winner, false, winnersTurn, Style.CHA)];
        int reward = rewards ? REWARD : NORMAL;
        // A Pawn of the winner's on his fifth rank or beyond makes progress.
        long advanced = winner == Workboard.WHITE ? -1L << 32 : -1L >>> 32;
        int enemyKing = winnersTurn ? b.kingSquare(winner ^ 1) : -1;
        long[] checks = checks(b, winner, enemyKing);
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int from = Workboard.from(m);
            int to = Workboard.to(m);
            int type = TYPE[squares[from]];
            int flag = Workboard.flag(m);
            boolean capture = squares[to] >= 0 || flag == Workboard.EN_PASSANT;
            boolean closer = type == KING ? kingNear[to] < kingNear[from]
                    : type == KNIGHT && knightNear[to] < knightNear[from];
            int k;
            if (winnersTurn) {
                k = capture || closer || type == PAWN && (advanced & 1L << from) != 0 ? reward : NORMAL;
                if (enemyKing >= 0 && Workboard.promotion(m) == 0 && (checks[type] & 1L << to) != 0) {
                    k |= CHECK;
                }
            } else {
                int promotion = Workboard.promotion(m);
                k = !loserPromotes ? NORMAL : type == PAWN && promotion != QUEEN && promotion != ROOK ? REWARD : PUNISH;
                k = closer ? reward : capture ? PUNISH : k == REWARD ? reward : k;
            }
            count[bucket(k) + 1]++;
            kind[i] = capture || type == PAWN || flag == Workboard.CASTLE ? k | IRREVERSIBLE : k;
        }
    }

    /** The squares from which each kind of the winner's men would check the loser's King, when he has one. */
    private long[] checks(Workboard b, int winner, int enemyKing) {
        long[] checks = checkSquares;
        if (enemyKing >= 0) {
            checks[PAWN] = Tables.PAWN[winner ^ 1][enemyKing];
            checks[KNIGHT] = Tables.KNIGHT[enemyKing];
            checks[BISHOP] = Tables.bishop(enemyKing, b.occupied);
            checks[ROOK] = Tables.rook(enemyKing, b.occupied);
            checks[QUEEN] = checks[BISHOP] | checks[ROOK];
            checks[KING] = 0;
        }
        return checks;
    }

    /**
     * The moves by class, progress first, and within each class the winner's direct checks
     * first, since a helpmate ends with one; a counting sort, as the classes are few, over the
     * counts of the last {@link #classify}, which must have rated these very moves.
     */
    int[] order(int[] kind, int n, int[] order) {
        int[] start = bucketStarts;
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
     * The square the moving man should head for: the loser's King to a corner on the loser's
     * first rank, its men next to it to take his flight square, the winner's King two squares
     * in front (guided: diagonally in front, next to both squares beside the corner) and his
     * Knights the corner (guided: the centre). The corner is dark when the winner has a
     * dark-square Bishop, or has none and the loser has a light-square one, since the mating
     * Bishop must command the corner. In the style {@link Style#HUNT} the loser's King heads for the winner's.
     */
    private static int target(Workboard b, int winner, boolean king, boolean winnersTurn, Style style) {
        if (style == Style.HUNT && king && !winnersTurn) {
            return b.kingSquare(winner);
        }
        boolean guided = style != Style.CHA;
        long own = b.pieces(winner, BISHOP);
        boolean dark = (own & Tables.DARK) != 0 || (own == 0 && (b.pieces(winner ^ 1, BISHOP) & Tables.LIGHT) != 0);
        int sq;
        if (winnersTurn) {
            sq = guided ? (king ? 54 : 36) : (king ? 47 : 63);
        } else {
            sq = king ? 63 : 62;
        }
        if (!dark) {
            sq ^= 7;
        }
        return winner == Workboard.WHITE ? sq : sq ^ 63;
    }
}
