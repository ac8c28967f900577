package org.arbiter.tournament.trf;

/** A TRF line that cannot be read: its number (1-based), the column where the fault is, and why. */
public final class TrfError extends IllegalArgumentException {
    private final int line;
    private final int column;

    public TrfError(int line, int column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
