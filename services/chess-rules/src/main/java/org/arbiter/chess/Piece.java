package org.arbiter.chess;

/** A man of a colour and a name. The ordinal is the internal piece code used by {@code Board}. */
public enum Piece {
    WHITE_PAWN, WHITE_KNIGHT, WHITE_BISHOP, WHITE_ROOK, WHITE_QUEEN, WHITE_KING,
    BLACK_PAWN, BLACK_KNIGHT, BLACK_BISHOP, BLACK_ROOK, BLACK_QUEEN, BLACK_KING;

    private static final Piece[] ALL = values();
    // values() copies its array on every call; type() is on the path of every FEN written
    private static final PieceType[] TYPES = PieceType.values();

    public Color color() {
        return ordinal() < 6 ? Color.WHITE : Color.BLACK;
    }

    public PieceType type() {
        return TYPES[ordinal() % 6];
    }

    public static Piece of(Color color, PieceType type) {
        return ALL[(color == Color.WHITE ? 0 : 6) + type.ordinal()];
    }

    /** FEN letter: upper case for white, lower case for black. */
    public char fenChar() {
        char c = type().letter();
        return color() == Color.WHITE ? c : Character.toLowerCase(c);
    }

    public static Piece fromFenChar(char c) {
        PieceType type = PieceType.fromLetter(c);
        return of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type);
    }

    static Piece byCode(int code) {
        return ALL[code];
    }
}
