package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.PAWN;

/**
 * The mating picture of the sixth guided search ({@link Progress.Style#PICTURE}), for a winner
 * whose only pieces are Bishops of one colour: they command no square of the other colour, so
 * the loser's King can be mated only on a square of theirs whose neighbours of the other colour
 * are all taken by his own men or by the winner's King and Pawns. The corner is not always the
 * square that needs fewest: in {@code k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w} eight dark
 * Bishops mate on c1, where White's King takes b1 and Black's two Bishops fill c2 and d1 (23
 * plies), while at h8 a Bishop of White's stands and the other searches, sending Black's King to
 * the corner, found no mate in 2^24 nodes.
 */
final class Picture {
    /** Weights of the square's score: a man still missing counts more than any walk of the King. */
    private static final int HOLE = 16;

    private Picture() {
    }

    /**
     * The square of the winner's Bishops' colour where the loser's King needs fewest men to fill
     * the neighbours of the other colour: not one his own Pawns hold nor the winner's King or Pawns
     * command, one more if a man stands on the square itself; the nearest to that King among
     * equals. None ({@code -1}) where the winner has other pieces or none, or no square will do.
     */
    static int square(Workboard b, int winner) {
        long bishops = b.pieces(winner, BISHOP);
        long men = b.pieces(winner, KING) | b.pieces(winner, PAWN);
        long colour = (bishops & Tables.DARK) != 0 ? Tables.DARK : Tables.LIGHT;
        if (bishops == 0 || (bishops & ~colour) != 0 || (b.occupied & ~men & ~bishops & ~everyLoser(b, winner)) != 0) {
            return -1;
        }
        // What the winner's King and Pawns command, for good: Bishops of one colour never do.
        long commanded = 0;
        int king = b.kingSquare(winner);
        if (king >= 0) {
            commanded |= Tables.KING[king];
        }
        for (long p = b.pieces(winner, PAWN); p != 0; p &= p - 1) {
            commanded |= Tables.PAWN[winner][Long.numberOfTrailingZeros(p)];
        }
        long loserPawns = b.pieces(winner ^ 1, PAWN);
        int loserKing = b.kingSquare(winner ^ 1);
        long others = b.occupied & ~(loserKing >= 0 ? 1L << loserKing : 0);
        int best = -1;
        int bestScore = Integer.MAX_VALUE;
        for (long c = colour & ~commanded & ~men; c != 0; c &= c - 1) {
            int sq = Long.numberOfTrailingZeros(c);
            long holes = Tables.KING[sq] & ~colour & ~loserPawns & ~commanded;
            int score = (Long.bitCount(holes) + (int) (others >>> sq & 1)) * HOLE
                    + (loserKing >= 0 ? Tables.distance(loserKing, sq) : 0);
            if (score < bestScore) {
                bestScore = score;
                best = sq;
            }
        }
        return best;
    }

    private static long everyLoser(Workboard b, int winner) {
        long all = 0;
        for (int type = PAWN; type <= KING; type++) {
            all |= b.pieces(winner ^ 1, type);
        }
        return all;
    }
}
