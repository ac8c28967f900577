package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;
import static org.arbiter.chess.winnable.Regions.northFill;
import static org.arbiter.chess.winnable.Regions.southFill;
import static org.arbiter.chess.winnable.Workboard.BLACK;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.WHITE;

/**
 * The semi-static analysis of a position whose Pawns face men on their files, after CHA's.
 * Some Pawns are taken to be solid: never taken and never taking, so that they never leave
 * their files and no Pawn ever passes them; and the pieces that cannot move, every square they
 * command holding a wall of their own, are taken to be fixed: never moving, never taken; so is a
 * King with no square to go to.
 * From that assumption every man gets a region that over-estimates where it can ever stand: a
 * solid Pawn between its square and the solid Pawn or fixed piece ahead, a Pawn blocked by one
 * not at all (a wall, as a fixed piece is), a piece wherever it can go around the walls (a King
 * also avoiding the squares adverse walls always command), another Pawn along its file and
 * wherever its possible captures lead; a King's step that can only stalemate is left out
 * ({@link LockdownAnalysis}). A solid Pawn or fixed piece that these regions let take
 * or be taken loses its assumption, and the regions are drawn again, until the assumption
 * holds; it then holds by induction over every series of moves. No series of moves leads to
 * mate if no square of the loser King's region is one where the winner could check him while
 * every flight square is commanded or filled by a different man of the loser's. A Pawn that
 * could promote ends the analysis without an answer, unless it is a loser's Pawn whose step
 * would mate the winner and is therefore never made ({@link MatingSteps}).
 */
final class Lockdown {
    private Lockdown() {
    }

    /**
     * The cheap precondition: every Pawn has a man ahead on its file (an adverse Pawn, or a piece
     * that may prove fixed), else it could promote, unless it is the loser's and its step would
     * check the winner's King, who has no Rook or Queen and no square to go to now
     * ({@link MatingSteps}: a step that mates him is never made; without those the analysis could
     * only fail, and the tests are made only where such a Pawn stands).
     */
    static boolean applies(Workboard b, int winner) {
        long white = b.pieces(WHITE, PAWN);
        long black = b.pieces(BLACK, PAWN);
        if (b.ep >= 0 || (white | black) == 0) {
            return false;
        }
        long whiteFree = white & ~southFill(b.occupied >>> 8);
        long blackFree = black & ~northFill(b.occupied << 8);
        long loserFree = winner == WHITE ? blackFree : whiteFree;
        return (whiteFree | blackFree) == 0 || loserFree == (whiteFree | blackFree)
                && (b.pieces(winner, QUEEN) | b.pieces(winner, Workboard.ROOK)) == 0
                && (loserFree & ~MatingSteps.checkingSteps(b, winner ^ 1)) == 0 && MatingSteps.kingShut(b, winner);
    }

    static boolean cannotMate(Workboard b, int winner) {
        return cannotMate(b, winner, null);
    }

    /** As {@link #cannotMate(Workboard, int)}, the analysis's answers kept in {@code memo} when there is one. */
    static boolean cannotMate(Workboard b, int winner, LockdownMemo memo) {
        if (!applies(b, winner) || b.kingSquare(WHITE) < 0 || b.kingSquare(BLACK) < 0 || heavyAndFree(b, winner)) {
            return false;
        }
        int known = memo == null ? -1 : memo.get(b, winner);
        if (known >= 0) {
            return known == 1;
        }
        boolean cannot = new LockdownAnalysis(b).cannotMate(winner);
        if (memo != null) {
            memo.put(b, winner, cannot);
        }
        return cannot;
    }

    /**
     * Whether the winner has a Queen or Rook with a move now: in a game, where the analysis would
     * rarely prove anything, a cheap reason not to try.
     */
    private static boolean heavyAndFree(Workboard b, int winner) {
        for (long bb = b.pieces(winner, QUEEN) | b.pieces(winner, Workboard.ROOK); bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            if ((attacksFrom(b.squares[sq] % 6, 1L << sq, b.occupied) & ~b.colors[winner]) != 0) {
                return true;
            }
        }
        return false;
    }
}
