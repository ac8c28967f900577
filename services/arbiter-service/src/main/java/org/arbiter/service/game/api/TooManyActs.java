package org.arbiter.service.game.api;

/**
 * A request holding more acts than one request may ({@code limit}): refused whole, before any act
 * is read further or stored. {@code line} is the first act past the limit, numbered as the request
 * numbers its acts.
 */
public final class TooManyActs extends IllegalArgumentException {
    private final int line;
    private final int limit;

    public TooManyActs(int line, int limit) {
        super("line " + line + ": more than the " + limit + " acts one request may hold; nothing of it was stored: "
                + "send the acts in requests of at most " + limit);
        this.line = line;
        this.limit = limit;
    }

    public int line() {
        return line;
    }

    public String reason() {
        return "more than the " + limit + " acts one request may hold";
    }
}
