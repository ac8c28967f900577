package org.arbiter.chess;

/**
 * Precomputed attack sets: which squares each man commands (I.9) from each square, and the
 * geometry the legal generator needs for checks and pins. Sliders go through {@link Magics}.
 */
final class Attacks {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[colour][square]: the two diagonal squares a Pawn commands (I.9). */
    static final long[][] PAWN = new long[2][64];
    /**
     * BETWEEN[a * 64 + b]: the squares strictly between two squares on a common line, empty when
     * they share none. Blocking a check means reaching one of these squares.
     */
    static final long[] BETWEEN = new long[64 * 64];
    /**
     * LINE[a * 64 + b]: the whole line through two squares (edge to edge), empty when they share
     * none. A pinned man may only move along the line through its King and itself.
     */
    static final long[] LINE = new long[64 * 64];

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
        }
        for (int a = 0; a < 64; a++) {
            long rookEmpty = Magics.slideRook(a, 0);
            long bishopEmpty = Magics.slideBishop(a, 0);
            for (int b = 0; b < 64; b++) {
                long bBit = 1L << b;
                if ((rookEmpty & bBit) != 0) {
                    BETWEEN[a * 64 + b] = Magics.slideRook(a, bBit) & Magics.slideRook(b, 1L << a);
                    LINE[a * 64 + b] = (rookEmpty & Magics.slideRook(b, 0)) | (1L << a) | bBit;
                } else if ((bishopEmpty & bBit) != 0) {
                    BETWEEN[a * 64 + b] = Magics.slideBishop(a, bBit) & Magics.slideBishop(b, 1L << a);
                    LINE[a * 64 + b] = (bishopEmpty & Magics.slideBishop(b, 0)) | (1L << a) | bBit;
                }
            }
        }
    }

    private Attacks() {
    }

    private static long bit(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? 1L << (rank * 8 + file) : 0L;
    }

    static long rook(int sq, long occupied) {
        return Magics.rook(sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return Magics.bishop(sq, occupied);
    }

    static long queen(int sq, long occupied) {
        return Magics.rook(sq, occupied) | Magics.bishop(sq, occupied);
    }
}
