package org.arbiter.law.sequence;

import java.util.Optional;
import org.arbiter.chess.Square;

/**
 * The contract's draughts squares, numbered 1 to 32, as the dark squares of the one 8x8 board the
 * acts name: square 1 is b8, 4 is h8, 5 is a7, 29 is a1 and 32 is g1, so that White's double
 * corner (28, 32: h2, g1) is at his right hand (household draughts i). The reader maps a number
 * onto the board this way, so that every act keeps its one shape for both games; the draughts
 * code maps it back.
 */
public final class DraughtsSquares {
    private DraughtsSquares() {
    }

    /** The board square a number names, or empty when it is not a whole number from 1 to 32. */
    public static Optional<Square> of(String number) {
        if (!number.matches("[0-9]{1,2}")) {
            return Optional.empty();
        }
        int n = Integer.parseInt(number);
        return n >= 1 && n <= 32 ? Optional.of(square(n)) : Optional.empty();
    }

    /** The board square of draughts square {@code n} (1 to 32). */
    public static Square square(int n) {
        int row = (n - 1) >> 2;
        int k = (n - 1) & 3;
        int column = (row & 1) == 0 ? 2 * k + 1 : 2 * k;
        return Square.at(column, 7 - row);
    }

    /** The number of a dark square, or 0 for a light one, which no draughts man stands on. */
    public static int number(Square square) {
        int row = 7 - square.rank();
        int column = square.file();
        if (((row + column) & 1) == 0) {
            return 0;
        }
        return row * 4 + column / 2 + 1;
    }
}
