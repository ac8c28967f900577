package org.arbiter.draughts;

/**
 * The standard numbering: square 1 is Black's back-row square on White's far left but one, rows of
 * four run from 1-4 (Black's back row) to 29-32 (White's), and even rows (from 0) start one column in.
 */
final class Squares {
    static final int COUNT = 32;

    private Squares() {
    }

    static int row(int square) {
        return (square - 1) >> 2;
    }

    /** The column 0-7 from White's left. */
    static int column(int square) {
        int k = (square - 1) & 3;
        return (row(square) & 1) == 0 ? 2 * k + 1 : 2 * k;
    }

    /** The square at a row and column, or 0 where there is none (off the board or a light square). */
    static int at(int row, int column) {
        if (row < 0 || row > 7 || column < 0 || column > 7 || ((row + column) & 1) == 0) {
            return 0;
        }
        return row * 4 + column / 2 + 1;
    }

    /** The square a jump from {@code from} to {@code to} passes over, or 0 if they are not a jump apart. */
    static int between(int from, int to) {
        int dr = row(to) - row(from);
        int dc = column(to) - column(from);
        if (Math.abs(dr) != 2 || Math.abs(dc) != 2) {
            return 0;
        }
        return at(row(from) + dr / 2, column(from) + dc / 2);
    }

    static boolean adjacent(int from, int to) {
        return Math.abs(row(to) - row(from)) == 1 && Math.abs(column(to) - column(from)) == 1;
    }

    static boolean valid(int square) {
        return square >= 1 && square <= COUNT;
    }
}
