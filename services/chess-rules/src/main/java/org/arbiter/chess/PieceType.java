package org.arbiter.chess;

/** The names of the men (I.4(b)), with their SAN letters. */
public enum PieceType {
    PAWN('P'), KNIGHT('N'), BISHOP('B'), ROOK('R'), QUEEN('Q'), KING('K');

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** The upper-case English SAN letter: P N B R Q K. */
    public char letter() {
        return letter;
    }

    /** The Code's name of the man, as in "Knight" (I.16, bracketed note). */
    public String codeName() {
        String n = name();
        return n.charAt(0) + n.substring(1).toLowerCase(java.util.Locale.ROOT);
    }

    /** The piece named by an upper- or lower-case SAN letter. */
    public static PieceType fromLetter(char c) {
        switch (Character.toUpperCase(c)) {
            case 'P': return PAWN;
            case 'N': return KNIGHT;
            case 'B': return BISHOP;
            case 'R': return ROOK;
            case 'Q': return QUEEN;
            case 'K': return KING;
            default: throw new IllegalArgumentException("not a piece letter: '" + c + "'");
        }
    }

    /** Whether a Pawn may be promoted to this piece (I.11.E(d)): Queen, Rook, Bishop or Knight. */
    public boolean isPromotionPiece() {
        return this == QUEEN || this == ROOK || this == BISHOP || this == KNIGHT;
    }
}
