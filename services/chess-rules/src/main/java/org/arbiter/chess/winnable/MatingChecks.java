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
     * The loser's pieces to take as fixed at first, when the winner's King is: those that command
     * nothing now but their own men and squares from which they would check him by contact.
     */
    static long candidates(Workboard b, int winner, long fixed) {
        int king = b.kingSquare(winner);
        int loser = winner ^ 1;
        long found = 0;
        if ((fixed & 1L << king) == 0) {
            return 0;
        }
        for (long bb = b.colors[loser] & ~b.pieces(loser, Workboard.PAWN) & ~b.pieces(loser, Workboard.KING) & ~fixed;
                bb != 0; bb &= bb - 1) {
            long man = bb & -bb;
            int type = b.squares[Long.numberOfTrailingZeros(bb)] % 6;
            if ((attacksFrom(type, man, b.occupied) & ~b.colors[loser] & ~attacksFrom(type, 1L << king, -1L)) == 0) {
                found |= man;
            }
        }
        return found;
    }

    /**
     * Whether every move of the loser's fixed piece {@code man} would mate the winner's fixed King (issue
     * 43: {@code -B 6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/rp6/1K2b3 b}, where Ra2-a1 mates White's King on b1):
     * every square it commands beyond its own walls is one of {@link #squares}, the guard counted without
     * it, and once it has left, every square next to the King still holds his wall or is commanded by the
     * loser's other walls. Such a piece never moves in a line the winner wins, so it may stay fixed.
     * The winner's sliders ({@code diagonal}, {@code straight}: where they can stand) may take through
     * the square it leaves, so their attacks are drawn again with that square open.
     */
    static boolean everyMoveMates(Workboard b, long man, int king, long walls, long fixed, long captures,
            long diagonal, long straight) {
        int loser = b.squares[Long.numberOfTrailingZeros(man)] / 6;
        int type = b.squares[Long.numberOfTrailingZeros(man)] % 6;
        long guarded = Regions.pawnAttacks(walls & b.pieces(loser, Workboard.PAWN), loser);
        for (long bb = fixed & b.colors[loser] & ~man; bb != 0; bb &= bb - 1) {
            guarded |= attacksFrom(b.squares[Long.numberOfTrailingZeros(bb)] % 6, bb & -bb, -1L);
        }
        if ((Tables.KING[king] & ~(walls & b.colors[loser ^ 1]) & ~guarded) != 0) {
            return false;
        }
        long open = walls & ~man;
        long taking = captures | attacksFrom(Workboard.BISHOP, diagonal, open)
                | attacksFrom(Workboard.ROOK, straight, open);
        long targets = attacksFrom(type, man, walls) & ~(walls & b.colors[loser]);
        return (targets & ~squares(type, king, guarded, taking, walls)) == 0;
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
