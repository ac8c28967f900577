package org.arbiter.chess;

/** A FEN string that does not describe a position; carries the input and the reason. */
public final class InvalidFen extends IllegalArgumentException {
    private final String fen;

    public InvalidFen(String fen, String reason) {
        super("invalid FEN '" + fen + "': " + reason);
        this.fen = fen;
    }

    public String fen() {
        return fen;
    }
}
