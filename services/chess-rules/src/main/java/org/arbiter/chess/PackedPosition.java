package org.arbiter.chess;

import java.util.Arrays;

/**
 * A position packed for keeping: what a record of a game holds for every turn it keeps. A
 * {@link Position} carries the move generator's board, an array of the 64 squares beside the
 * bitboards, about 500 bytes of heap; packed, a position is the twelve bitboards of the men and
 * two words for the rest, 144 bytes. {@link #unpack()} gives the position back exactly, and the
 * identity of I.16(b) is read from the bitboards without unpacking ({@link PositionKey#code1897(PackedPosition)}).
 */
public final class PackedPosition {
    /** Words 0 to 11: a bitboard per man (the order of {@link Piece}); then these two. */
    private static final int STATE = 12;
    private static final int COUNTERS = 13;

    private final long[] words;

    private PackedPosition(long[] words) {
        this.words = words;
    }

    static PackedPosition of(Board board) {
        long[] words = Arrays.copyOf(board.pieces, COUNTERS + 1);
        words[STATE] = board.side | (long) board.castling << 1 | (board.ep + 1L) << 8
                | (board.castles.chess960 ? 1L << 16 : 0) | (long) board.castles.packedFiles() << 17;
        words[COUNTERS] = (long) board.halfmove << 32 | (board.fullmove & 0xFFFF_FFFFL);
        return new PackedPosition(words);
    }

    /** The position as it was packed, its legal moves to be found again when asked for. */
    public Position unpack() {
        Board b = new Board();
        for (int piece = 0; piece < STATE; piece++) {
            for (long bb = words[piece]; bb != 0; bb &= bb - 1) {
                b.put(Long.numberOfTrailingZeros(bb), piece);
            }
        }
        long state = words[STATE];
        b.side = (int) (state & 1);
        b.castling = (int) (state >>> 1) & 15;
        b.ep = (int) (state >>> 8 & 0xFF) - 1;
        b.castles = Castles.unpack((state & 1L << 16) != 0, (int) (state >>> 17));
        b.halfmove = (int) (words[COUNTERS] >>> 32);
        b.fullmove = (int) words[COUNTERS];
        return new Position(b);
    }

    /** The men's bitboards, for the identity of I.16(b). */
    long[] men() {
        return Arrays.copyOf(words, STATE);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PackedPosition p && Arrays.equals(p.words, words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return unpack().fen();
    }
}
