package org.arbiter.chess;

/**
 * Slider attacks by "fancy" magic bitboards: the men on a slider's relevant squares are
 * multiplied by a per-square constant whose top bits index an attack table, which is filled here
 * at class initialisation by walking the rays. The constants are those a seeded search finds
 * (MagicsTest runs the search again and checks every occupancy of every square); searching at
 * start-up instead would cost over 100 ms before the JIT has compiled it.
 */
final class Magics {
    private static final long[] ROOK_MASK = new long[64];
    static final long[] ROOK_MAGIC = {
        0x0A80004000801220L, 0x8040004010002008L, 0x2080200010008008L, 0x1100100008210004L,
        0xC200209084020008L, 0x2100010004000208L, 0x0400081000822421L, 0x0200010422048844L,
        0x0800800080400024L, 0x0001402000401000L, 0x3000801000802001L, 0x4400800800100083L,
        0x0904802402480080L, 0x4040800400020080L, 0x0018808042000100L, 0x4040800080004100L,
        0x0040048001458024L, 0x00A0004000205000L, 0x3100808010002000L, 0x4825010010000820L,
        0x5004808008000401L, 0x2024818004000A00L, 0x0005808002000100L, 0x2100060004806104L,
        0x0080400880008421L, 0x4062220600410280L, 0x010A004A00108022L, 0x0000100080080080L,
        0x0021000500080010L, 0x0044000202001008L, 0x0000100400080102L, 0xC020128200040545L,
        0x0080002000400040L, 0x0000804000802004L, 0x0000120022004080L, 0x010A386103001001L,
        0x9010080080800400L, 0x8440020080800400L, 0x0004228824001001L, 0x000000490A000084L,
        0x0080002000504000L, 0x200020005000C000L, 0x0012088020420010L, 0x0010010080080800L,
        0x0085001008010004L, 0x0002000204008080L, 0x0040413002040008L, 0x0000304081020004L,
        0x0080204000800080L, 0x3008804000290100L, 0x1010100080200080L, 0x2008100208028080L,
        0x5000850800910100L, 0x8402019004680200L, 0x0120911028020400L, 0x0000008044010200L,
        0x0020850200244012L, 0x0020850200244012L, 0x0000102001040841L, 0x140900040A100021L,
        0x000200282410A102L, 0x000200282410A102L, 0x000200282410A102L, 0x4048240043802106L
    };
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;

    private static final long[] BISHOP_MASK = new long[64];
    static final long[] BISHOP_MAGIC = {
        0x40106000A1160020L, 0x0020010250810120L, 0x2010010220280081L, 0x002806004050C040L,
        0x0002021018000000L, 0x2001112010000400L, 0x0881010120218080L, 0x1030820110010500L,
        0x0000120222042400L, 0x2000020404040044L, 0x8000480094208000L, 0x0003422A02000001L,
        0x000A220210100040L, 0x8004820202226000L, 0x0018234854100800L, 0x0100004042101040L,
        0x0004001004082820L, 0x0010000810010048L, 0x1014004208081300L, 0x2080818802044202L,
        0x0040880C00A00100L, 0x0080400200522010L, 0x0001000188180B04L, 0x0080249202020204L,
        0x1004400004100410L, 0x00013100A0022206L, 0x2148500001040080L, 0x4241080011004300L,
        0x4020848004002000L, 0x10101380D1004100L, 0x0008004422020284L, 0x01010A1041008080L,
        0x0808080400082121L, 0x0808080400082121L, 0x0091128200100C00L, 0x0202200802010104L,
        0x8C0A020200440085L, 0x01A0008080B10040L, 0x0889520080122800L, 0x100902022202010AL,
        0x04081A0816002000L, 0x0000681208005000L, 0x8170840041008802L, 0x0A00004200810805L,
        0x0830404408210100L, 0x2602208106006102L, 0x1048300680802628L, 0x2602208106006102L,
        0x0602010120110040L, 0x0941010801043000L, 0x000040440A210428L, 0x0008240020880021L,
        0x0400002012048200L, 0x00AC102001210220L, 0x0220021002009900L, 0x84440C080A013080L,
        0x0001008044200440L, 0x0004C04410841000L, 0x2000500104011130L, 0x1A0C010011C20229L,
        0x0044800112202200L, 0x0434804908100424L, 0x0300404822C08200L, 0x48081010008A2A80L
    };
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    static final int[][] ROOK_STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    static final int[][] BISHOP_STEPS = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

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
    static long relevant(int[][] steps, int sq) {
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
        for (int sq = 0; sq < 64; sq++) {
            long mask = masks[sq];
            long subset = 0;
            // Carry-Rippler walk over every subset of the mask.
            do {
                table[offsets[sq] + (int) ((subset * magics[sq]) >>> shifts[sq])] = slide(steps, sq, subset);
                subset = (subset - mask) & mask;
            } while (subset != 0);
        }
    }
}
