package org.arbiter.board.dgt;

/** A malformed stretch of the stream: where it starts (a byte offset) and what is wrong with it. */
public record DgtProblem(long offset, String reason) {
    @Override
    public String toString() {
        return "byte " + offset + ": " + reason;
    }
}
