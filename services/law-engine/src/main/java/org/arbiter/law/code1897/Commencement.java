package org.arbiter.law.code1897;

import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The game as it stood at the commencement of a turn to play, as much of it as Penalty A and
 * II.6(e) restore: the men, the player on turn, the record of turns and its counts.
 */
record Commencement(Position position, Color turn, Turn history, int pliesWithoutCapture, MovesMade movesMade,
                    Set<Square> namedPromotions) {
    Commencement {
        namedPromotions = Set.copyOf(namedPromotions);
    }
}
