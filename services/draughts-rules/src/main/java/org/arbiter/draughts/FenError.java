package org.arbiter.draughts;

/** A PDN FEN string that does not describe a position; carries the input and the reason. */
public final class FenError extends IllegalArgumentException {
    private final String fen;

    public FenError(String fen, String reason) {
        super("invalid FEN '" + fen + "': " + reason);
        this.fen = fen;
    }

    public String fen() {
        return fen;
    }
}
