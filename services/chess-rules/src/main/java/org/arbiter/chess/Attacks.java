package org.arbiter.chess;

/**
 * Precomputed attack sets: which squares each man commands (I.9) from each square. Sliding men
 * use ray masks cut at the first man standing in the way, the way I.9 says "there is no man
 * standing directly between the two squares".
 */
final class Attacks {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[colour][square]: the two diagonal squares a Pawn commands (I.9). */
    static final long[][] PAWN = new long[2][64];
    /** RAYS[direction][square], directions N, E, NE, NW (increasing) then S, W, SW, SE (decreasing). */
    static final long[][] RAYS = new long[8][64];

    private static final int[][] DIRECTIONS = {
        {0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}
    };

    static {
        int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            for (int[] d : knight) {
                KNIGHT[sq] |= bit(f + d[0], r + d[1]);
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if (df != 0 || dr != 0) {
                        KING[sq] |= bit(f + df, r + dr);
                    }
                }
            }
            PAWN[0][sq] = bit(f - 1, r + 1) | bit(f + 1, r + 1);
            PAWN[1][sq] = bit(f - 1, r - 1) | bit(f + 1, r - 1);
            for (int dir = 0; dir < 8; dir++) {
                long ray = 0;
                for (int nf = f + DIRECTIONS[dir][0], nr = r + DIRECTIONS[dir][1];
                        nf >= 0 && nf < 8 && nr >= 0 && nr < 8;
                        nf += DIRECTIONS[dir][0], nr += DIRECTIONS[dir][1]) {
                    ray |= 1L << (nr * 8 + nf);
                }
                RAYS[dir][sq] = ray;
            }
        }
    }

    private Attacks() {
    }

    private static long bit(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? 1L << (rank * 8 + file) : 0L;
    }

    private static long ray(int dir, int sq, long occupied) {
        long ray = RAYS[dir][sq];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        int first = dir < 4 ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return ray ^ RAYS[dir][first];
    }

    static long rook(int sq, long occupied) {
        return ray(0, sq, occupied) | ray(1, sq, occupied) | ray(4, sq, occupied) | ray(5, sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return ray(2, sq, occupied) | ray(3, sq, occupied) | ray(6, sq, occupied) | ray(7, sq, occupied);
    }

    static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }
}
