package org.arbiter.chess;

/** A castling that is still possible in principle: neither the King nor that Rook has moved (I.11.E(e)(1)). */
public enum CastlingRight {
    WHITE_KING_SIDE('K', Board.WK), WHITE_QUEEN_SIDE('Q', Board.WQ),
    BLACK_KING_SIDE('k', Board.BK), BLACK_QUEEN_SIDE('q', Board.BQ);

    private final char fenChar;
    private final int bit;

    CastlingRight(char fenChar, int bit) {
        this.fenChar = fenChar;
        this.bit = bit;
    }

    public char fenChar() {
        return fenChar;
    }

    int bit() {
        return bit;
    }

    public Color color() {
        return ordinal() < 2 ? Color.WHITE : Color.BLACK;
    }

    public boolean kingSide() {
        return this == WHITE_KING_SIDE || this == BLACK_KING_SIDE;
    }
}
