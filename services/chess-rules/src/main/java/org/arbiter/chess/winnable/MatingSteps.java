package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;
import static org.arbiter.chess.winnable.Regions.pawnAttacks;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;
import static org.arbiter.chess.winnable.Workboard.WHITE;

/**
 * The loser's Pawns whose one step would checkmate the intended winner, for {@link LockdownAnalysis}
 * (issue 43; CHA-Solver rules out the loser's moves that mate a King that never moves). A Pawn
 * stepping next to the winner's fixed King gives a check no man can block. If the square it steps
 * to is commanded by the loser's walls (other than the Pawn itself), the King cannot take it; if
 * every other square next to the King holds a wall of the winner's or is commanded by the loser's
 * walls, the King has no step; if no man of the winner's can ever take on it, nothing answers the
 * check: it mates the winner, and a line in which the winner mates never holds it. Such a Pawn is
 * taken never to step: <em>held</em>, its span is its own square, so that a Pawn with nothing
 * ahead need not promote (c3-c2 in {@code -B 8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2 w},
 * where the step mates White's King on b1). Walls never move, so those conditions hold in every
 * position where the analysis's assumptions hold; they are checked under the regions drawn with
 * the Pawn held, and a Pawn for which one fails is released and the regions drawn again, so that
 * the argument holds by the analysis's induction over every series of moves. A Pawn on its first
 * rank (a double step) and a step that promotes are never held, nor is any Pawn while the winner
 * has a Rook or Queen, which could take on the file through the square the Pawn leaves.
 */
final class MatingSteps {
    private static final long LAST_RANKS = 0xFFL | 0xFFL << 56;
    private static final long SECOND_RANK = 0xFFL << 8;
    private static final long SEVENTH_RANK = 0xFFL << 48;

    private MatingSteps() {
    }

    /** The loser's Pawns whose one step would check the winner's King: those the cheap gate lets through. */
    static long checkingSteps(Workboard b, int loser) {
        int king = b.kingSquare(loser ^ 1);
        if (king < 0) {
            return 0;
        }
        // The squares from which a loser's Pawn would attack the King, empty and short of promotion.
        long steps = Tables.PAWN[loser ^ 1][king] & ~b.occupied & ~LAST_RANKS;
        long from = loser == WHITE ? steps >>> 8 : steps << 8;
        return from & b.pieces(loser, PAWN) & ~(loser == WHITE ? SECOND_RANK : SEVENTH_RANK);
    }

    /** Whether the winner's King has no square to go to now, the first condition of his being fixed. */
    static boolean kingShut(Workboard b, int winner) {
        int king = b.kingSquare(winner);
        return king >= 0 && (Tables.KING[king] & ~b.colors[winner] & ~b.attacks(winner ^ 1, b.occupied)) == 0;
    }

    /** The Pawns to hold at first: those whose step checks the winner's King, when that King is fixed. */
    static long candidates(Workboard b, int winner, long fixed) {
        if ((fixed & 1L << b.kingSquare(winner)) == 0 || (b.pieces(winner, ROOK) | b.pieces(winner, QUEEN)) != 0) {
            return 0;
        }
        return checkingSteps(b, winner ^ 1);
    }

    /**
     * Of the held Pawns, those whose step still mates under the current regions: the winner's King
     * still fixed, the step's square and every other square next to the King as above, and the
     * step's square out of {@code captures}, where the winner's men could ever take.
     */
    static long holding(Workboard b, int winner, long held, long fixed, long walls, long captures) {
        int king = b.kingSquare(winner);
        if ((fixed & 1L << king) == 0) {
            return 0;
        }
        int loser = winner ^ 1;
        long pieceCover = 0;
        for (long bb = fixed & b.colors[loser]; bb != 0; bb &= bb - 1) {
            pieceCover |= attacksFrom(b.squares[Long.numberOfTrailingZeros(bb)] % 6, bb & -bb, -1L);
        }
        long ownWalls = walls & b.colors[winner];
        long kept = 0;
        for (long bb = held; bb != 0; bb &= bb - 1) {
            long pawn = bb & -bb;
            long step = loser == WHITE ? pawn << 8 : pawn >>> 8;
            long cover = pieceCover | pawnAttacks(walls & b.pieces(loser, PAWN) & ~pawn, loser);
            long around = Tables.KING[king] & ~step;
            if ((step & cover & ~captures) != 0 && (around & ~ownWalls & ~cover) == 0) {
                kept |= pawn;
            }
        }
        return kept;
    }
}
