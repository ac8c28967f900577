package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.WHITE;

/**
 * The squares on which a piece of the loser's would checkmate the intended winner, for
 * {@link LockdownAnalysis} (after CHA-Solver's rule for checks on a King that never moves).
 * When the winner's King is taken to be fixed, each square next to him holds a wall or is
 * commanded by the loser's walls for ever, so he never has a step. A check from a Knight's
 * square, or from a square next to him that the loser's walls command, can then be neither
 * blocked nor answered by the King; if no man of the winner's can ever take there either,
 * that check is mate and ends the game with the winner mated. A line in which the winner
 * mates never holds such a move, so the loser's piece is taken never to stand there: its
 * region is drawn around those squares. The assumption itself is checked as before, so the
 * argument holds by the same induction over every series of moves.
 */
final class MatingChecks {
    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = FILE_A << 7;

    private MatingChecks() {
    }

    /**
     * The squares where a loser's piece of this type would mate the fixed King on {@code king}:
     * a Knight's squares, or for a slider the squares next to him on its lines that the loser's
     * walls command ({@code guarded}), less those the winner could take on ({@code captures})
     * and the walls.
     */
    static long squares(int type, int king, long guarded, long captures, long walls) {
        long checks = attacksFrom(type, 1L << king, -1L);
        if (type != KNIGHT) {
            checks &= guarded;
        }
        return checks & ~captures & ~walls;
    }

    /**
     * Every square the winner's men but his King could ever take on: his pieces' attacks
     * ({@code attacks}), and his Pawns' from their spans if solid, from their forward cones if not.
     */
    static long captures(long pawns, long solid, long[] span, long attacks, int winner) {
        long squares = 0;
        for (long bb = pawns; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            squares |= (solid & 1L << sq) != 0 ? span[sq] : cone(1L << sq, winner);
        }
        return attacks | Regions.pawnAttacks(squares, winner);
    }

    /** Every square a Pawn of this colour could ever stand on from {@code pawn}: its forward cone. */
    private static long cone(long pawn, int colour) {
        long cone = pawn;
        for (int i = 0; i < 7; i++) {
            long sides = cone | (cone & ~FILE_A) >>> 1 | (cone & ~FILE_H) << 1;
            cone |= colour == WHITE ? sides << 8 : sides >>> 8;
        }
        return cone;
    }
}
