package org.arbiter.chess;

/** The colour of a man; the player of the white men moves first (I.11.C). */
public enum Color {
    WHITE, BLACK;

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The lower-case name used in the contested-sequence format: {@code white}, {@code black}. */
    public String label() {
        return this == WHITE ? "white" : "black";
    }

    /** Reads {@code white} or {@code black}, in any case. */
    public static Color parse(String text) {
        if (text != null) {
            switch (text.toLowerCase(java.util.Locale.ROOT)) {
                case "white": case "w": return WHITE;
                case "black": case "b": return BLACK;
                default: break;
            }
        }
        throw new IllegalArgumentException("not a colour: '" + text + "' (expected white or black)");
    }
}
