package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.PAWN;

/**
 * The plan of the fourth guided search ({@link Progress.Style#COLLECT}), for the helpmates where
 * Pawns locked against each other must be freed before anyone can promote or mate: each King
 * walks to the adverse Pawns to take them, and the loser's Pawns advance or his pieces offer
 * themselves to the winner's Pawns, whose capture unblocks a file.
 */
final class Collect {
    private Collect() {
    }

    /**
     * Whether the plan suits the position: Pawns make the game, beside at most one piece other
     * than the Kings. Among more pieces the plan has found no mate in CHA's positions, and there
     * it would only spend its budget where a proof of "cannot mate" is missing.
     */
    static boolean suits(Workboard b) {
        long kingsAndPawns = 0;
        for (int colour = 0; colour < 2; colour++) {
            kingsAndPawns |= b.pieces(colour, KING) | b.pieces(colour, PAWN);
        }
        return Long.bitCount(b.occupied & ~kingsAndPawns) <= 1;
    }

    /**
     * Whether a move nears the plan, given whether it nears the ordinary ratings' target: a King's
     * step by {@link #nearer}, else that, or a quiet move of the loser's by {@link #offer}.
     */
    static boolean closer(Workboard b, int winner, int type, int from, int to, int target, boolean closer,
            boolean capture) {
        int colour = b.side;
        if (type == KING) {
            return nearer(b, colour, from, to, target);
        }
        return closer || (colour != winner && !capture && offer(b, winner, type, to));
    }

    /**
     * Whether a step of {@code colour}'s King from {@code from} to {@code to} nears the nearest
     * adverse Pawn; with none left, the square the ordinary ratings aim at.
     */
    private static boolean nearer(Workboard b, int colour, int from, int to, int fallback) {
        long pawns = b.pieces(colour ^ 1, PAWN);
        if (pawns == 0) {
            return Tables.distance(to, fallback) < Tables.distance(from, fallback);
        }
        return nearest(pawns, to) < nearest(pawns, from);
    }

    private static int nearest(long pawns, int sq) {
        int best = 8;
        for (long p = pawns; p != 0; p &= p - 1) {
            best = Math.min(best, Tables.distance(sq, Long.numberOfTrailingZeros(p)));
        }
        return best;
    }

    /** Whether a quiet move of the loser's is a Pawn's step or a piece offered to a Pawn of the winner's. */
    private static boolean offer(Workboard b, int winner, int type, int to) {
        if (type == PAWN) {
            return true;
        }
        return type != KING && (Tables.PAWN[winner ^ 1][to] & b.pieces(winner, PAWN)) != 0;
    }
}
