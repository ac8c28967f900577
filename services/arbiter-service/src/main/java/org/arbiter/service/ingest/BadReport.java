package org.arbiter.service.ingest;

/**
 * A report that could not be read from {@code where} ({@code byte 70}, {@code line 2}) on, for
 * {@code reason}; the {@code recorded} acts read before it were kept.
 */
public final class BadReport extends RuntimeException {
    private final String where;
    private final String reason;
    private final int recorded;

    BadReport(String board, String where, String reason, int recorded) {
        super("board '" + board + "': " + where + ": " + reason + "; what came before it was kept ("
                + recorded + (recorded == 1 ? " act" : " acts") + " recorded)");
        this.where = where;
        this.reason = reason;
        this.recorded = recorded;
    }

    public String where() {
        return where;
    }

    public String reason() {
        return reason;
    }

    public int recorded() {
        return recorded;
    }
}
