package org.arbiter.board;

/**
 * Input that ingest cannot read: {@code where} names the place ({@code byte 70}, {@code line 4},
 * {@code --header}) and {@code reason} says what is wrong there.
 */
public final class IngestError extends IllegalArgumentException {
    private final String where;
    private final String reason;

    public IngestError(String where, String reason) {
        super(where + ": " + reason);
        this.where = where;
        this.reason = reason;
    }

    public String where() {
        return where;
    }

    public String reason() {
        return reason;
    }
}
