package org.arbiter.draughts;

/** The two players; Black moves first (law ii) from squares 1-12 towards 32. */
public enum Side {
    BLACK('B'), WHITE('W');

    private final char letter;

    Side(char letter) {
        this.letter = letter;
    }

    /** The letter PDN FEN uses: {@code B} or {@code W}. */
    public char letter() {
        return letter;
    }

    public Side opposite() {
        return this == BLACK ? WHITE : BLACK;
    }
}
