package org.arbiter.service.game.api;

/**
 * An action the law engine rejects because it cannot physically happen (placing a man when none
 * is held, touching an empty square). Nothing of the command that carried it is recorded.
 * {@code line} numbers the action in what the arbiter sent.
 */
public final class ActionRefused extends IllegalArgumentException {
    private final int line;
    private final String reason;

    public ActionRefused(int line, String reason) {
        super("line " + line + ": " + reason);
        this.line = line;
        this.reason = reason;
    }

    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
