package org.arbiter.chess.notation;

import org.arbiter.chess.Square;

/** Character tests shared by the algebraic readers, written out to keep regex off the hot path. */
final class Chars {
    private Chars() {
    }

    static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }

    /** Whether {@code s} has an algebraic square such as {@code e4} at {@code i}. */
    static boolean isSquareAt(CharSequence s, int i) {
        return i + 1 < s.length() && isFile(s.charAt(i)) && isRank(s.charAt(i + 1));
    }

    static Square squareAt(CharSequence s, int i) {
        return Square.at(s.charAt(i) - 'a', s.charAt(i + 1) - '1');
    }

    static long fileMask(int file) {
        return 0x0101010101010101L << file;
    }

    static long rankMask(int rank) {
        return 0xFFL << (8 * rank);
    }

    /**
     * Reads castling written with letters O or digits 0 ({@code O-O}, {@code 0-0-0}, the
     * abbreviations of I.13.B): the side castled towards, or null when the text is not castling.
     */
    static MoveConstraint.Castling castling(String s) {
        int n = s.length();
        if (n != 3 && n != 5) {
            return null;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean ok = (i & 1) == 0 ? c == 'O' || c == '0' || c == 'o' : c == '-';
            if (!ok) {
                return null;
            }
        }
        return n == 3 ? MoveConstraint.Castling.KING_SIDE : MoveConstraint.Castling.QUEEN_SIDE;
    }
}
