package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.QUEEN;

import java.util.Arrays;

/** Bitboard helpers of {@link Lockdown}'s regions: fills, attacks from sets of squares, floods, and a matching. */
final class Regions {
    private Regions() {
    }

    /** Whether each of these squares can hold a different one of the men, by augmenting paths. */
    static boolean fillable(long squares, long[] stands, int men) {
        int[] placed = new int[men];
        Arrays.fill(placed, -1);
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            if (!assign(Long.numberOfTrailingZeros(bb), stands, placed, new boolean[men])) {
                return false;
            }
        }
        return true;
    }

    private static boolean assign(int sq, long[] stands, int[] placed, boolean[] tried) {
        for (int man = 0; man < placed.length; man++) {
            if (!tried[man] && (stands[man] & 1L << sq) != 0) {
                tried[man] = true;
                if (placed[man] < 0 || assign(placed[man], stands, placed, tried)) {
                    placed[man] = sq;
                    return true;
                }
            }
        }
        return false;
    }

    static long northFill(long b) {
        b |= b << 8;
        b |= b << 16;
        return b | b << 32;
    }

    static long southFill(long b) {
        b |= b >>> 8;
        b |= b >>> 16;
        return b | b >>> 32;
    }

    static long pawnAttacks(long squares, int colour) {
        long attacks = 0;
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            attacks |= Tables.PAWN[colour][Long.numberOfTrailingZeros(bb)];
        }
        return attacks;
    }

    /** The squares a man of this type can reach from {@code start}, stepping only on {@code allowed}. */
    static long flood(int type, long start, long allowed, long obstacles) {
        long region = start;
        long frontier = start;
        while (frontier != 0) {
            long next = attacksFrom(type, frontier, obstacles) & allowed & ~region;
            region |= next;
            frontier = next;
        }
        return region;
    }

    static long attacksFrom(int type, long squares, long obstacles) {
        long attacks = 0;
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            attacks |= switch (type) {
                case KNIGHT -> Tables.KNIGHT[sq];
                case Workboard.BISHOP -> Tables.bishop(sq, obstacles);
                case Workboard.ROOK -> Tables.rook(sq, obstacles);
                case QUEEN -> Tables.bishop(sq, obstacles) | Tables.rook(sq, obstacles);
                default -> Tables.KING[sq];
            };
        }
        return attacks;
    }

    /** The squares from {@code from} forward until a wall, Pawn moves only. */
    static long forward(long from, int c, long walls) {
        long r = from;
        long frontier = from;
        while (frontier != 0) {
            long next = (c == Workboard.WHITE ? frontier << 8 : frontier >>> 8) & ~walls & ~r;
            r |= next;
            frontier = next;
        }
        return r;
    }

    /** The squares on or next to every square of {@code region}: where a King never stands while the other is in it. */
    static long nextToAll(long region) {
        long common = -1L;
        for (long bb = region; bb != 0 && common != 0; bb &= bb - 1) {
            common &= Tables.KING[Long.numberOfTrailingZeros(bb)] | bb & -bb;
        }
        return common;
    }
}
