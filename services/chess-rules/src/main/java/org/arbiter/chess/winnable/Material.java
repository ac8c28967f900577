package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;

/** Decisions from the men on the board alone, true whatever series of moves follows. */
final class Material {
    private Material() {
    }

    /**
     * Whether the winner can never mate, for lack of mating material on either side: a lone
     * King; Bishops of one colour only, when the loser has no Pawn, Knight or Bishop of the
     * other colour to take a flight square from his own King on that colour (a Rook or Queen
     * doing so could always interpose or take instead, the rule of CHA and of its published
     * test positions); a lone Knight against a King with at most Queens, by the same rule.
     */
    static boolean cannotMate(Workboard b, int winner) {
        int loser = winner ^ 1;
        long own = b.colors[winner] & ~b.pieces(winner, KING);
        if (own == 0) {
            return true;
        }
        if (b.pieces(loser, KING) == 0) {
            return true;
        }
        if (b.pieces(winner, PAWN) != 0 || b.pieces(loser, PAWN) != 0) {
            return false;
        }
        long bishops = b.pieces(winner, BISHOP);
        if (own == bishops) {
            long colour = (bishops & Tables.DARK) != 0 ? Tables.DARK : Tables.LIGHT;
            if ((bishops & ~colour) != 0) {
                return false;
            }
            return (b.pieces(loser, KNIGHT) | (b.pieces(loser, BISHOP) & ~colour)) == 0;
        }
        long knights = b.pieces(winner, KNIGHT);
        if (own == knights && Long.bitCount(knights) == 1) {
            long others = b.pieces(loser, KNIGHT) | b.pieces(loser, BISHOP) | b.pieces(loser, ROOK);
            return others == 0;
        }
        return false;
    }

    /**
     * Whether the winner can only mate once the loser has promoted (a lone Knight, or Bishops
     * of one colour with nothing of the loser's on the other): the search then favours the
     * loser's Pawn moves.
     */
    static boolean needsLoserPromotion(Workboard b, int winner) {
        int loser = winner ^ 1;
        long own = b.colors[winner] & ~b.pieces(winner, KING);
        long knights = b.pieces(winner, KNIGHT);
        if (own == knights && Long.bitCount(knights) == 1) {
            return (b.pieces(loser, KNIGHT) | b.pieces(loser, BISHOP) | b.pieces(loser, ROOK)) == 0;
        }
        long bishops = b.pieces(winner, BISHOP);
        if (own == bishops && bishops != 0) {
            long colour = (bishops & Tables.DARK) != 0 ? Tables.DARK : Tables.LIGHT;
            long allBishops = b.pieces(winner, BISHOP) | b.pieces(loser, BISHOP);
            return (allBishops & ~colour) == 0 && b.pieces(loser, KNIGHT) == 0;
        }
        return false;
    }
}
