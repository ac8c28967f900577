package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;

/**
 * The squares a side's pieces command for ever although they move, for {@link LockdownAnalysis}:
 * pieces shut in a small region behind the walls, such as Bishops shuffling behind a Pawn chain
 * that always guard its Pawns ({@code -- B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w}: seven
 * Bishops on eight squares, so that g6 is always guarded from f7, from h7, or from e8 through an
 * empty f7). Pieces whose regions meet form a group, confined to the union of their regions; if
 * no other man can ever enter it (no other piece or Pawn of theirs, no King, no adverse man
 * and none of his attacks), its squares only ever hold the group's men, each on a square of its
 * own region, all of them there: every placement is enumerated, and a square commanded in each
 * (a line counted only through the region's empty squares) is commanded in every position of
 * the game, where the adverse King can neither stand nor take. That the group is never broken
 * up needs its men to be safe from the adverse King as well: each man standing where that King
 * could take must be guarded in every placement by another man of the group or by a wall. The
 * regions being over-estimates drawn under the analysis's assumption, the argument holds along
 * every series of moves by the same induction.
 */
final class Guards {
    /** Placements enumerated per group at most, and men and squares per group: past them, no guard. */
    private static final int PLACEMENTS = 4_096;
    private static final int MEN = 8;
    private static final int SQUARES = 20;

    private final int[] types;
    private final long[] regions;
    private final int[] members = new int[MEN];
    private final int[] at = new int[MEN];
    private int size;
    private long area;
    private long common;
    private long unsafe;
    private int placements;

    private Guards(int[] types, long[] regions) {
        this.types = types;
        this.regions = regions;
    }

    /**
     * The squares these pieces (types and regions, {@code count} of them) command in every
     * position: {@code forbidden} holds every square another man could ever stand on or take on
     * (a group meeting it is left out), {@code wallAttacks} what the side's walls command and
     * {@code kingTakes} where the adverse King could ever take.
     */
    static long of(int[] types, long[] regions, int count, long forbidden, long wallAttacks, long kingTakes) {
        Guards guards = new Guards(types, regions);
        long result = 0;
        long done = 0;
        for (int i = 0; i < count; i++) {
            if ((done & 1L << i) != 0) {
                continue;
            }
            // The group of piece i: every piece whose region meets the union so far.
            long group = 1L << i;
            long area = regions[i];
            for (boolean grew = true; grew; ) {
                grew = false;
                for (int j = 0; j < count; j++) {
                    if ((group & 1L << j) == 0 && (regions[j] & area) != 0) {
                        group |= 1L << j;
                        area |= regions[j];
                        grew = true;
                    }
                }
            }
            done |= group;
            if ((area & forbidden) == 0 && Long.bitCount(group) <= MEN && Long.bitCount(area) <= SQUARES) {
                result |= guards.commanded(group, area, wallAttacks, kingTakes);
            }
        }
        return result;
    }

    private long commanded(long group, long area, long wallAttacks, long kingTakes) {
        size = 0;
        for (long bb = group; bb != 0; bb &= bb - 1) {
            members[size++] = Long.numberOfTrailingZeros(bb);
        }
        this.area = area;
        common = -1L;
        unsafe = 0;
        placements = 0;
        if (!place(0, 0, wallAttacks) || (unsafe & kingTakes) != 0) {
            return 0;
        }
        return common;
    }

    /** Places man {@code k} onwards on the squares not in {@code used}; false past the limit. */
    private boolean place(int k, long used, long wallAttacks) {
        if (k == size) {
            if (++placements > PLACEMENTS) {
                return false;
            }
            long obstacles = ~area | used;
            long all = 0;
            long[] attacks = new long[size];
            for (int m = 0; m < size; m++) {
                attacks[m] = attacksFrom(types[members[m]] % 6, 1L << at[m], obstacles);
                all |= attacks[m];
            }
            for (int m = 0; m < size; m++) {
                long others = 0;
                for (int o = 0; o < size; o++) {
                    others |= o == m ? 0 : attacks[o];
                }
                if (((others | wallAttacks) & 1L << at[m]) == 0) {
                    unsafe |= 1L << at[m];
                }
            }
            common &= all;
            return true;
        }
        long squares = regions[members[k]] & ~used;
        if (k > 0 && types[members[k]] == types[members[k - 1]] && regions[members[k]] == regions[members[k - 1]]) {
            // Men alike are placed in increasing order of squares: each set of squares once.
            squares &= -2L << at[k - 1];
        }
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            at[k] = Long.numberOfTrailingZeros(bb);
            if (!place(k + 1, used | 1L << at[k], wallAttacks)) {
                return false;
            }
        }
        return true;
    }
}
