package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/** A move made in the opponent's turn (II.6(d)): the men as they stood before it, who made it, and from where. */
record OutOfTurnMove(Position before, Color mover, Square from) {
}
