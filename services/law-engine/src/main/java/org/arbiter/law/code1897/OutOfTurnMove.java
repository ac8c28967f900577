package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The change a player has made in his opponent's turn (II.6(d)): the men as they stood before
 * his first change in that turn ({@code before}, what an annulment restores), who made it, the
 * square his first transfer left, the men as his changes left them ({@code after}, the opponent
 * to move), the changes as the rulings quote them, and the action that made the first.
 */
record OutOfTurnMove(Position before, Color mover, Square from, Position after, String description, int seq) {

    /** The same change carried further by another transfer of the same player. */
    OutOfTurnMove then(Position now, String more) {
        return new OutOfTurnMove(before, mover, from, now, description + ", " + more, seq);
    }
}
