package org.arbiter.pairing;

/** A tournament file the pairing cannot use: the line (1-based, 0 for the file as a whole) and why. */
public final class PairingInputError extends IllegalArgumentException {
    private final int line;

    PairingInputError(int line, String reason) {
        super(line > 0 ? "line " + line + ": " + reason : reason);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
