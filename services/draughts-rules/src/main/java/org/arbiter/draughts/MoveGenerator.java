package org.arbiter.draughts;

import static org.arbiter.draughts.Bitboards.CROWN_ROW;
import static org.arbiter.draughts.Bitboards.downLeft;
import static org.arbiter.draughts.Bitboards.downRight;
import static org.arbiter.draughts.Bitboards.upLeft;
import static org.arbiter.draughts.Bitboards.upRight;

/**
 * Legal moves in the mover's view ({@code me} goes down the numbers): if any capture is possible
 * only captures are legal, each followed to the end of its series and each path a move of its own;
 * a man landing on the crowning row stops there (law vii). {@link #count} finds how many moves
 * there are without listing them, for the last ply of perft.
 */
final class MoveGenerator {
    private MoveGenerator() {
    }

    /** The pieces of {@code me} that can take at least once. */
    static int takers(int me, int opp, int kings) {
        int empty = ~(me | opp);
        int takers = me & (upRight(opp & upRight(empty)) | upLeft(opp & upLeft(empty)));
        int mine = me & kings;
        // Most positions of a game tree have no King: the test is cheaper than the two backward steps.
        if (mine != 0) {
            takers |= mine & (downRight(opp & downRight(empty)) | downLeft(opp & downLeft(empty)));
        }
        return takers;
    }

    static void generate(int me, int opp, int kings, MoveList out) {
        out.clear();
        int takers = takers(me, opp, kings);
        if (takers != 0) {
            int empty = ~(me | opp);
            for (int t = takers; t != 0; t &= t - 1) {
                int from = t & -t;
                jumps(out, from, from, opp, empty | from, (kings & from) != 0, 0, 0L, 0);
            }
            return;
        }
        int empty = ~(me | opp);
        int mine = me & kings;
        steps(out, downLeft(me) & empty, Direction.UP_RIGHT);
        steps(out, downRight(me) & empty, Direction.UP_LEFT);
        if (mine != 0) {
            steps(out, upLeft(mine) & empty, Direction.DOWN_RIGHT);
            steps(out, upRight(mine) & empty, Direction.DOWN_LEFT);
        }
    }

    /** One move to each square of {@code targets}, from the square a step {@code back} from it. */
    private static void steps(MoveList out, int targets, Direction back) {
        for (int b = targets; b != 0; b &= b - 1) {
            int to = b & -b;
            out.add(back.step(to), to, 0, 0L);
        }
    }

    /** Follows every continuation from {@code at}; a path that cannot go on is one move. */
    private static void jumps(MoveList out, int from, int at, int opp, int empty, boolean king,
                              int captured, long path, int jumps) {
        boolean more = jump(out, from, at, downLeft(at) & opp, opp, empty, king, captured, path, jumps, Direction.DOWN_LEFT)
                | jump(out, from, at, downRight(at) & opp, opp, empty, king, captured, path, jumps, Direction.DOWN_RIGHT);
        if (king) {
            more |= jump(out, from, at, upLeft(at) & opp, opp, empty, king, captured, path, jumps, Direction.UP_LEFT)
                    | jump(out, from, at, upRight(at) & opp, opp, empty, king, captured, path, jumps, Direction.UP_RIGHT);
        }
        if (!more) {
            out.add(from, at, captured, path);
        }
    }

    private static boolean jump(MoveList out, int from, int at, int over, int opp, int empty, boolean king,
                                int captured, long path, int jumps, Direction d) {
        if (over == 0) {
            return false;
        }
        int land = d.step(over) & empty;
        if (land == 0) {
            return false;
        }
        long landings = path | (long) Integer.numberOfTrailingZeros(land) << (5 * jumps);
        if (!king && (land & CROWN_ROW) != 0) {
            out.add(from, land, captured | over, landings);
        } else {
            jumps(out, from, land, opp & ~over, (empty | at) & ~land, king, captured | over, landings, jumps + 1);
        }
        return true;
    }

    /** How many legal moves there are, found without listing them. */
    static int count(int me, int opp, int kings) {
        int takers = takers(me, opp, kings);
        int empty = ~(me | opp);
        if (takers != 0) {
            int n = 0;
            for (int t = takers; t != 0; t &= t - 1) {
                int from = t & -t;
                n += paths(from, opp, empty | from, (kings & from) != 0);
            }
            return n;
        }
        int n = Integer.bitCount(downLeft(me) & empty) + Integer.bitCount(downRight(me) & empty);
        int mine = me & kings;
        if (mine != 0) {
            n += Integer.bitCount(upLeft(mine) & empty) + Integer.bitCount(upRight(mine) & empty);
        }
        return n;
    }

    /** The number of capture paths that go on from {@code at}: 1 where none does. */
    private static int paths(int at, int opp, int empty, boolean king) {
        int n = 0;
        int over = downLeft(at) & opp;
        int land = downLeft(over) & empty;
        if (land != 0) {
            n += !king && (land & CROWN_ROW) != 0 ? 1 : paths(land, opp & ~over, (empty | at) & ~land, king);
        }
        over = downRight(at) & opp;
        land = downRight(over) & empty;
        if (land != 0) {
            n += !king && (land & CROWN_ROW) != 0 ? 1 : paths(land, opp & ~over, (empty | at) & ~land, king);
        }
        if (king) {
            over = upLeft(at) & opp;
            land = upLeft(over) & empty;
            if (land != 0) {
                n += paths(land, opp & ~over, (empty | at) & ~land, true);
            }
            over = upRight(at) & opp;
            land = upRight(over) & empty;
            if (land != 0) {
                n += paths(land, opp & ~over, (empty | at) & ~land, true);
            }
        }
        return n == 0 ? 1 : n;
    }

    /** The four diagonal steps, so that one jump routine serves each. */
    private enum Direction {
        DOWN_LEFT, DOWN_RIGHT, UP_LEFT, UP_RIGHT;

        int step(int b) {
            switch (this) {
                case DOWN_LEFT: return downLeft(b);
                case DOWN_RIGHT: return downRight(b);
                case UP_LEFT: return upLeft(b);
                default: return upRight(b);
            }
        }
    }
}
