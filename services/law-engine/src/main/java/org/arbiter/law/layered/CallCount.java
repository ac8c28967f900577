package org.arbiter.law.layered;

import org.arbiter.chess.Color;

/**
 * The moves counted since a player called on his opponent to mate within so many moves on each
 * side (household xi, the 1911 article): {@code byCaller} and {@code byOpponent} so far, and
 * whether a touch is reckoned a move (household xi's note, against perpetual check).
 */
public record CallCount(Color caller, int byCaller, int byOpponent, boolean touchesCount) {
    public static CallCount called(Color caller, boolean touchesCount) {
        return new CallCount(caller, 0, 0, touchesCount);
    }

    /** The count after a move (or a touch reckoned one) by {@code mover}. */
    public CallCount after(Color mover) {
        return mover == caller ? new CallCount(caller, byCaller + 1, byOpponent, touchesCount)
                : new CallCount(caller, byCaller, byOpponent + 1, touchesCount);
    }

    /** Whether the opponent has had {@code opponentMoves} and the caller {@code callerMoves} without a mate. */
    public boolean reached(int opponentMoves, int callerMoves) {
        return byOpponent >= opponentMoves && byCaller >= callerMoves;
    }
}
