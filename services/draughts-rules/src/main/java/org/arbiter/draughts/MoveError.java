package org.arbiter.draughts;

/** A move that cannot be read or played in a position; carries the input, the FEN and the reason. */
public final class MoveError extends IllegalArgumentException {
    private final String input;
    private final String fen;
    private final String reason;

    public MoveError(String input, String fen, String reason) {
        super(input + " " + reason + " in " + fen);
        this.input = input;
        this.fen = fen;
        this.reason = reason;
    }

    public String input() {
        return input;
    }

    public String fen() {
        return fen;
    }

    /** Why, worded to follow the move: {@code is not a legal move}. */
    public String reason() {
        return reason;
    }
}
