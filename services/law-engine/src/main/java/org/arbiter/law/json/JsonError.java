package org.arbiter.law.json;

/** Malformed JSON: the 1-based column where reading stopped, and why. */
public final class JsonError extends IllegalArgumentException {
    private final int column;

    public JsonError(int column, String reason) {
        super("column " + column + ": " + reason);
        this.column = column;
    }

    public int column() {
        return column;
    }
}
