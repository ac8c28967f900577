package org.arbiter.chess;

import java.util.Locale;
import java.util.Optional;

/**
 * A square named as the German (algebraic) notation names it, always from White's side:
 * files a to h from White's left, ranks 1 to 8 upwards. The ordinal is {@code rank * 8 + file}.
 */
public enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8;

    private static final Square[] ALL = values();

    /** 0 for the a-file up to 7 for the h-file. */
    public int file() {
        return ordinal() & 7;
    }

    /** 0 for White's first rank up to 7 for White's eighth. */
    public int rank() {
        return ordinal() >>> 3;
    }

    /** The rank as counted from the given player's side: 1 is his first rank (I.3). */
    public int rankFor(Color player) {
        return player == Color.WHITE ? rank() + 1 : 8 - rank();
    }

    public static Square at(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
        }
        return ALL[rank * 8 + file];
    }

    public static Square byIndex(int index) {
        return ALL[index];
    }

    /** The lower-case algebraic name, e.g. {@code e4}. */
    public String algebraic() {
        return name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return algebraic();
    }

    /** Reads an algebraic name such as {@code e4} (either case), or nothing if it is not one. */
    public static Optional<Square> tryParse(String text) {
        if (text == null || text.length() != 2) {
            return Optional.empty();
        }
        int file = Character.toLowerCase(text.charAt(0)) - 'a';
        int rank = text.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return Optional.empty();
        }
        return Optional.of(at(file, rank));
    }

    /** Reads an algebraic name such as {@code e4}. */
    public static Square parse(String text) {
        return tryParse(text).orElseThrow(
                () -> new IllegalArgumentException("not a square: '" + text + "' (expected a1 to h8)"));
    }
}
