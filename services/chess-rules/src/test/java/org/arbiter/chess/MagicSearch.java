package org.arbiter.chess;

/**
 * The seeded search that found the constants in {@link Magics}: sparse random multipliers are
 * tried per square until no two occupancies with different attacks share a table slot. Kept in
 * the tests so the constants can be reproduced, not taken on trust.
 */
final class MagicSearch {
    /** One seed per rank; any seed works, these make the search converge quickly. */
    private static final long[] SEEDS = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};

    private MagicSearch() {
    }

    static long[] search(int[][] steps) {
        long[] magics = new long[64];
        long[] occupancy = new long[4096];
        long[] reference = new long[4096];
        long[] table = new long[4096];
        int[] epoch = new int[4096];
        int attempt = 0;
        for (int sq = 0; sq < 64; sq++) {
            long mask = Magics.relevant(steps, sq);
            int shift = 64 - Long.bitCount(mask);
            int size = 0;
            long subset = 0;
            do {
                occupancy[size] = subset;
                reference[size] = Magics.slide(steps, sq, subset);
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
                for (int i = 0; i < size && found; i++) {
                    int slot = (int) ((occupancy[i] * magic) >>> shift);
                    if (epoch[slot] < attempt) {
                        epoch[slot] = attempt;
                        table[slot] = reference[i];
                    } else {
                        found = table[slot] == reference[i];
                    }
                }
                magics[sq] = magic;
            }
        }
        return magics;
    }

    /** xorshift64*: a small, fast generator whose sequence is fixed by the seed. */
    private static long next(long[] state) {
        long s = state[0];
        s ^= s >>> 12;
        s ^= s << 25;
        s ^= s >>> 27;
        state[0] = s;
        return s * 2685821657736338717L;
    }
}
