package org.arbiter.chess.winnable;

import java.util.SplittableRandom;

/** Attack tables, square colours, distances and hashing keys, computed once. */
final class Tables {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[colour][square]: the squares a Pawn of that colour on that square attacks. */
    static final long[][] PAWN = new long[2][64];
    /** RAY[direction][square], directions N, E, NE, NW (increasing) then S, W, SW, SE (decreasing). */
    static final long[][] RAY = new long[8][64];
    static final long DARK = 0xAA55AA55AA55AA55L;
    static final long LIGHT = ~DARK;
    /** DISTANCE[a][b]: a King's steps between two squares on an empty board. */
    static final byte[][] DISTANCE = new byte[64][64];
    /** Moves a Knight needs between two squares on an empty board. */
    static final byte[][] KNIGHT_DISTANCE = new byte[64][64];
    /** BETWEEN[a][b]: the squares strictly between two squares on one line, else none. */
    static final long[][] BETWEEN = new long[64][64];
    /** The lines of a Bishop and of a Rook on an empty board, where a pinning man must stand. */
    static final long[] BISHOP_LINES = new long[64];
    /** LINE[a][b]: the whole line through two squares, edge to edge, else none; a pinned man stays on it. */
    static final long[][] LINE = new long[64][64];
    static final long[] ROOK_LINES = new long[64];
    static final long[][] PIECE_KEYS = new long[12][64];
    static final long SIDE_KEY;
    static final long[] CASTLING_KEYS = new long[16];
    static final long[] EN_PASSANT_KEYS = new long[8];

    private static final int[][] STEPS = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};

    static {
        int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >> 3;
            for (int[] d : knight) {
                KNIGHT[sq] |= bit(f + d[0], r + d[1]);
            }
            for (int[] d : STEPS) {
                KING[sq] |= bit(f + d[0], r + d[1]);
            }
            PAWN[0][sq] = bit(f - 1, r + 1) | bit(f + 1, r + 1);
            PAWN[1][sq] = bit(f - 1, r - 1) | bit(f + 1, r - 1);
            for (int d = 0; d < 8; d++) {
                for (int k = 1; k < 8; k++) {
                    long b = bit(f + STEPS[d][0] * k, r + STEPS[d][1] * k);
                    if (b == 0) {
                        break;
                    }
                    RAY[d][sq] |= b;
                }
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            BISHOP_LINES[sq] = RAY[2][sq] | RAY[3][sq] | RAY[6][sq] | RAY[7][sq];
            ROOK_LINES[sq] = RAY[0][sq] | RAY[1][sq] | RAY[4][sq] | RAY[5][sq];
        }
        for (int from = 0; from < 64; from++) {
            for (int d = 0; d < 8; d++) {
                long passed = 0;
                for (long ray = RAY[d][from]; ray != 0; ) {
                    int next = d < 4 ? Long.numberOfTrailingZeros(ray) : 63 - Long.numberOfLeadingZeros(ray);
                    BETWEEN[from][next] = passed;
                    passed |= 1L << next;
                    ray &= ~(1L << next);
                }
            }
        }
        for (int from = 0; from < 64; from++) {
            for (int d = 0; d < 4; d++) {
                long line = RAY[d][from] | RAY[d + 4][from] | 1L << from;
                for (long ray = line & ~(1L << from); ray != 0; ray &= ray - 1) {
                    LINE[from][Long.numberOfTrailingZeros(ray)] = line;
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                DISTANCE[a][b] = (byte) distance(a, b);
            }
        }
        for (int from = 0; from < 64; from++) {
            byte[] dist = KNIGHT_DISTANCE[from];
            java.util.Arrays.fill(dist, Byte.MAX_VALUE);
            dist[from] = 0;
            long frontier = 1L << from;
            long seen = frontier;
            for (byte n = 1; frontier != 0; n++) {
                long next = 0;
                for (long bb = frontier; bb != 0; bb &= bb - 1) {
                    next |= KNIGHT[Long.numberOfTrailingZeros(bb)];
                }
                next &= ~seen;
                seen |= next;
                for (long bb = next; bb != 0; bb &= bb - 1) {
                    dist[Long.numberOfTrailingZeros(bb)] = n;
                }
                frontier = next;
            }
        }
        // A fixed seed keeps hashing, and so the order in which the search meets positions, reproducible.
        SplittableRandom random = new SplittableRandom(0x5EEDC0DEL);
        for (long[] keys : PIECE_KEYS) {
            for (int i = 0; i < 64; i++) {
                keys[i] = random.nextLong();
            }
        }
        SIDE_KEY = random.nextLong();
        for (int i = 1; i < 16; i++) {
            CASTLING_KEYS[i] = random.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EN_PASSANT_KEYS[i] = random.nextLong();
        }
    }

    private Tables() {
    }

    private static long bit(int file, int rank) {
        return file < 0 || file > 7 || rank < 0 || rank > 7 ? 0 : 1L << (rank * 8 + file);
    }

    private static long slide(int direction, int sq, long occupied) {
        long ray = RAY[direction][sq];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        int first = direction < 4 ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return ray ^ RAY[direction][first];
    }

    static long rook(int sq, long occupied) {
        return slide(0, sq, occupied) | slide(1, sq, occupied) | slide(4, sq, occupied) | slide(5, sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return slide(2, sq, occupied) | slide(3, sq, occupied) | slide(6, sq, occupied) | slide(7, sq, occupied);
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
    }
}
