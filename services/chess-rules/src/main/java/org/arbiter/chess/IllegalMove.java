package org.arbiter.chess;

/** A move that is not legal in the position; carries the input and the FEN. */
public final class IllegalMove extends IllegalArgumentException {
    private final String input;
    private final String fen;

    public IllegalMove(String input, String fen, String reason) {
        super("illegal move '" + input + "' in " + fen + ": " + reason);
        this.input = input;
        this.fen = fen;
    }

    public String input() {
        return input;
    }

    public String fen() {
        return fen;
    }
}
