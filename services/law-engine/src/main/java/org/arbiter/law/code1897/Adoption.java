package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;

/** Several legal readings of one record, of which {@code adopter} may adopt one (II.7(c), III.3, III.4). */
record Adoption(List<Move> moves, Color adopter, String law) {
    Adoption {
        moves = List.copyOf(moves);
    }
}
