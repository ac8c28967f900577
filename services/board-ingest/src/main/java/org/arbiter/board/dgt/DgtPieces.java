package org.arbiter.board.dgt;

import java.util.Optional;
import org.arbiter.chess.Piece;

/**
 * The board's piece codes (dgtbrd.h): 0 empty, 1 to 6 the white Pawn, Rook, Knight, Bishop, King,
 * Queen, 7 to 12 the black ones in the same order, 13 to 15 the three "magic pieces".
 */
public final class DgtPieces {
    /** The code of an empty square. */
    public static final int EMPTY = 0;
    private static final char[] LETTERS = {' ', 'P', 'R', 'N', 'B', 'K', 'Q', 'p', 'r', 'n', 'b', 'k', 'q'};

    private DgtPieces() {
    }

    /** The man a code names; empty for an empty square and for the magic pieces, which are no man. */
    public static Optional<Piece> piece(int code) {
        if (code <= EMPTY || code >= LETTERS.length) {
            return Optional.empty();
        }
        return Optional.of(Piece.fromFenChar(LETTERS[code]));
    }

    /** The code of a man, or {@link #EMPTY} for none. */
    public static int code(Optional<Piece> piece) {
        if (piece.isEmpty()) {
            return EMPTY;
        }
        char c = piece.get().fenChar();
        for (int i = 1; i < LETTERS.length; i++) {
            if (LETTERS[i] == c) {
                return i;
            }
        }
        throw new IllegalStateException("no DGT code for " + piece.get());
    }

    /** Whether a code is one the board can send for a square (0 to 15). */
    static boolean valid(int code) {
        return code >= 0 && code <= 15;
    }
}
