package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.PAWN;

/**
 * Men that stand still while they live although they may be taken, for {@link LockdownAnalysis}
 * (issue 43, CHA's published {@code -- B2b4/8/8/4k2B/1p1p1p1p/1PpP1P1P/K1P5/RB4b1 b}: White's Rook on
 * a1, King on a2 and Bishop on b1 fill their corner, and Black's dark Bishop may take the Rook from
 * b2, but nothing else there). A <em>box</em> is a set of squares each holding a piece or the King
 * of one side, whose every move lands on an own wall or on another square of the box (the King's
 * step also not on a square the adverse walls command, and he has no castling right). While all of
 * them stand, none of them can move; if the adversary could ever take on only one of those squares,
 * that man's, the box stays as it is until he is taken: he never moves in his life, and commands only
 * what he commands now, the box and the walls standing. The others of the box may move once he is
 * gone, so they are not walls; their regions are drawn as any piece's, through his square. The
 * argument holds by the analysis's induction: the walls stand and the adverse threats are over-
 * estimated along every series of moves, and a box that fails under the regions drawn is let go.
 */
final class Boxes {
    private Boxes() {
    }

    /**
     * The box of {@code man}: every square of it holding a man of his side, closed under their moves;
     * 0 if some move leaves it, a Pawn or a King with a castling right is in it, or the adversary
     * could take on another square of it ({@code threats}).
     */
    static long of(Workboard b, long man, long ownWalls, long adverseWallAttacks, long threats) {
        int c = b.squares[Long.numberOfTrailingZeros(man)] / 6;
        long box = man;
        long todo = man;
        while (todo != 0) {
            long x = todo & -todo;
            todo &= todo - 1;
            int type = b.squares[Long.numberOfTrailingZeros(x)] % 6;
            if (type == PAWN || type == KING && (b.castling >>> 2 * c & 3) != 0) {
                return 0;
            }
            long moves = type == KING ? Tables.KING[Long.numberOfTrailingZeros(x)] & ~adverseWallAttacks
                    : attacksFrom(type, x, b.occupied);
            // Own walls that are pieces join the box: they may move once he is gone, so they bound
            // his lines only while he stands.
            moves &= ~(ownWalls & b.pieces(c, PAWN));
            if ((moves & ~b.colors[c]) != 0) {
                return 0;
            }
            todo |= moves & ~box;
            box |= moves;
        }
        return (box & ~man & threats) == 0 ? box : 0;
    }
}
