package org.arbiter.draughts;

/** A man or a King of either side. */
public enum Piece {
    BLACK_MAN(Side.BLACK, false), BLACK_KING(Side.BLACK, true),
    WHITE_MAN(Side.WHITE, false), WHITE_KING(Side.WHITE, true);

    private final Side side;
    private final boolean king;

    Piece(Side side, boolean king) {
        this.side = side;
        this.king = king;
    }

    public Side side() {
        return side;
    }

    public boolean isKing() {
        return king;
    }

    public static Piece of(Side side, boolean king) {
        return side == Side.BLACK ? (king ? BLACK_KING : BLACK_MAN) : (king ? WHITE_KING : WHITE_MAN);
    }
}
