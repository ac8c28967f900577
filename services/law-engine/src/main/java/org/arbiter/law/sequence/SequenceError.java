package org.arbiter.law.sequence;

/**
 * Malformed input: the line of the file, the field at fault (or {@code null} when the whole line
 * is), and the reason. Nothing accepted before it is lost.
 */
public final class SequenceError extends IllegalArgumentException {
    private final int line;
    private final String field;
    private final String reason;

    public SequenceError(int line, String field, String reason) {
        super("line " + line + (field == null ? "" : ", field \"" + field + "\"") + ": " + reason);
        this.line = line;
        this.field = field;
        this.reason = reason;
    }

    public int line() {
        return line;
    }

    public String field() {
        return field;
    }

    public String reason() {
        return reason;
    }
}
