package org.arbiter.chess.winnable;

/**
 * {@link Lockdown}'s answers by position, kept per thread from one search to the next: the analysis
 * is a function of the position alone (men, side to move, castling and taking in passing, all in the
 * Zobrist key), and a search meets the same position again in each of its iterations and in both
 * passes, where the analysis cost more than the rest of the node (issue 43). An entry is matched by
 * its key and by the occupied squares, so that two positions sharing a key are still told apart.
 */
final class LockdownMemo {
    private static final int BITS = 12;

    private final long[] keys = new long[1 << BITS];
    private final long[] occupied = new long[1 << BITS];
    /** Per entry: bit 0 set when White's answer is known, bit 1 when Black's; bits 2 and 3 the answers. */
    private final byte[] answers = new byte[1 << BITS];

    /** The answer known for this position and winner: 1 cannot mate, 0 not proved, -1 unknown. */
    int get(Workboard b, int winner) {
        int slot = (int) b.hash & (1 << BITS) - 1;
        if (keys[slot] != b.hash || occupied[slot] != b.occupied || (answers[slot] & 1 << winner) == 0) {
            return -1;
        }
        return answers[slot] >> 2 + winner & 1;
    }

    void put(Workboard b, int winner, boolean cannotMate) {
        int slot = (int) b.hash & (1 << BITS) - 1;
        if (keys[slot] != b.hash || occupied[slot] != b.occupied) {
            keys[slot] = b.hash;
            occupied[slot] = b.occupied;
            answers[slot] = 0;
        }
        answers[slot] |= (byte) (1 << winner | (cannotMate ? 1 << 2 + winner : 0));
    }
}
