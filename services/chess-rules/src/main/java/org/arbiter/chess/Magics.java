package org.arbiter.chess;

/**
 * Slider attacks by "fancy" magic bitboards: the men on a slider's relevant squares are
 * multiplied by a per-square constant whose top bits index a precomputed attack table. The
 * constants are found here at class initialisation by a seeded search (a few milliseconds), so
 * the tables are reproducible and no generated file or opaque literal has to be trusted.
 */
final class Magics {
    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;

    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    private static final int[][] ROOK_STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final int[][] BISHOP_STEPS = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    /** Seeds per rank for the search; any seed works, these make it converge in few trials. */
    private static final long[] SEEDS = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};

    static {
        ROOK_TABLE = new long[tableSize(ROOK_STEPS, ROOK_MASK, ROOK_SHIFT, ROOK_OFFSET)];
        BISHOP_TABLE = new long[tableSize(BISHOP_STEPS, BISHOP_MASK, BISHOP_SHIFT, BISHOP_OFFSET)];
        fill(ROOK_STEPS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, ROOK_TABLE);
        fill(BISHOP_STEPS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_TABLE);
    }

    private Magics() {
    }

    static long rook(int sq, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** The squares a slider commands by walking each direction until the first man (I.9). */
    static long slide(int[][] steps, int sq, long occupied) {
        long attacks = 0;
        for (int[] step : steps) {
            int f = (sq & 7) + step[0];
            int r = (sq >>> 3) + step[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << (r * 8 + f);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += step[0];
                r += step[1];
            }
        }
        return attacks;
    }

    static long slideRook(int sq, long occupied) {
        return slide(ROOK_STEPS, sq, occupied);
    }

    static long slideBishop(int sq, long occupied) {
        return slide(BISHOP_STEPS, sq, occupied);
    }

    /** Relevant squares: the rays without their last square, whose occupant never changes the answer. */
    private static long relevant(int[][] steps, int sq) {
        long mask = 0;
        for (int[] step : steps) {
            int f = (sq & 7) + step[0];
            int r = (sq >>> 3) + step[1];
            while (f + step[0] >= 0 && f + step[0] < 8 && r + step[1] >= 0 && r + step[1] < 8) {
                mask |= 1L << (r * 8 + f);
                f += step[0];
                r += step[1];
            }
        }
        return mask;
    }

    private static int tableSize(int[][] steps, long[] masks, int[] shifts, int[] offsets) {
        int size = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevant(steps, sq);
            int bits = Long.bitCount(masks[sq]);
            shifts[sq] = 64 - bits;
            offsets[sq] = size;
            size += 1 << bits;
        }
        return size;
    }

    private static void fill(int[][] steps, long[] masks, long[] magics, int[] shifts, int[] offsets, long[] table) {
        long[] occupancy = new long[4096];
        long[] reference = new long[4096];
        int[] epoch = new int[4096];
        int attempt = 0;
        for (int sq = 0; sq < 64; sq++) {
            long mask = masks[sq];
            int size = 0;
            long subset = 0;
            // Carry-Rippler walk over every subset of the mask.
            do {
                occupancy[size] = subset;
                reference[size] = slide(steps, sq, subset);
                size++;
                subset = (subset - mask) & mask;
            } while (subset != 0);

            long[] state = {SEEDS[sq >>> 3]};
            boolean found = false;
            while (!found) {
                long magic;
                do {
                    magic = next(state) & next(state) & next(state);
                } while (Long.bitCount((magic * mask) >>> 56) < 6);
                attempt++;
                found = true;
                for (int i = 0; i < size; i++) {
                    int index = offsets[sq] + (int) ((occupancy[i] * magic) >>> shifts[sq]);
                    int slot = index - offsets[sq];
                    if (epoch[slot] < attempt) {
                        epoch[slot] = attempt;
                        table[index] = reference[i];
                    } else if (table[index] != reference[i]) {
                        found = false;
                        break;
                    }
                }
                magics[sq] = magic;
            }
        }
    }

    /** xorshift64* step: a small, fast generator whose sequence is fixed by the seed. */
    private static long next(long[] state) {
        long s = state[0];
        s ^= s >>> 12;
        s ^= s << 25;
        s ^= s >>> 27;
        state[0] = s;
        return s * 2685821657736338717L;
    }
}
