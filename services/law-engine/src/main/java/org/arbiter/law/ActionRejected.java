package org.arbiter.law;

/**
 * An action that cannot physically happen (placing a man when none is held, touching an empty
 * square) or that names no move. It is input to reject, not a breach to rule on: the state
 * before it stands unchanged.
 */
public final class ActionRejected extends IllegalArgumentException {
    public ActionRejected(String reason) {
        super(reason);
    }
}
