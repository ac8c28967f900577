package org.arbiter.draughts;

/**
 * Sets of squares as 32-bit ints, bit {@code n - 1} for square {@code n}, always seen from the side
 * to move so that its men go down the numbers: White's side is seen by turning the board half
 * round, which is reversing the bits ({@link Integer#reverse}), so one generator serves both sides.
 * A step moves every square of a set one square in a direction; rows alternate their column offset,
 * so each step is two shifts under masks.
 */
final class Bitboards {
    /** Rows 0, 2, 4, 6 (squares 1-4, 9-12, ...), which start one column in. */
    static final int EVEN_ROWS = 0x0F0F0F0F;
    static final int ODD_ROWS = 0xF0F0F0F0;
    /** Even-row squares that have a square down and to the right (not the right edge). */
    private static final int EVEN_NOT_RIGHT = 0x07070707;
    /** Odd-row squares that have a square to the left (not the left edge). */
    private static final int ODD_NOT_LEFT = 0xE0E0E0E0;
    /** The row where the side to move crowns (squares 29-32 in its own view; Black's on the board). */
    static final int CROWN_ROW = 0xF0000000;
    /** The mover's crowning row as its opponent sees the board: squares 1-4 (White's on the board). */
    static final int OPPONENT_CROWN_ROW = 0x0000000F;

    private Bitboards() {
    }

    /** Down and to the left: +4 from an even row, +3 from an odd one. */
    static int downLeft(int b) {
        return ((b & EVEN_ROWS) << 4) | ((b & ODD_NOT_LEFT) << 3);
    }

    static int downRight(int b) {
        return ((b & EVEN_NOT_RIGHT) << 5) | ((b & ODD_ROWS) << 4);
    }

    static int upLeft(int b) {
        return ((b & EVEN_ROWS) >>> 4) | ((b & ODD_NOT_LEFT) >>> 5);
    }

    static int upRight(int b) {
        return ((b & EVEN_NOT_RIGHT) >>> 3) | ((b & ODD_ROWS) >>> 4);
    }

    /** The squares of a set as the other side sees them: the board turned half round. */
    static int turn(int b) {
        return Integer.reverse(b);
    }

    /** {@link #turn} for a set of one square, which is one shift where reversing is a dozen operations. */
    static int turnBit(int bit) {
        return Integer.MIN_VALUE >>> Integer.numberOfTrailingZeros(bit);
    }

    static int bit(int square) {
        return 1 << (square - 1);
    }

    /** The square of a one-bit set. */
    static int square(int bit) {
        return Integer.numberOfTrailingZeros(bit) + 1;
    }
}
