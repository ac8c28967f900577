package org.arbiter.chess.notation;

/** A record that cannot be read in any supported notation; carries the input and the FEN. */
public final class InvalidNotation extends IllegalArgumentException {
    private final String input;
    private final String fen;

    public InvalidNotation(String input, String fen, String reason) {
        super("cannot read '" + input + "' in " + fen + ": " + reason);
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
