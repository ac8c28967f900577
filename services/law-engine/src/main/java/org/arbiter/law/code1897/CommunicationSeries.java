package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;

/** III.5: the rest of a communicated series (assumed reply, own move, ...) and the side that sent it. */
record CommunicationSeries(List<String> moves, Color side) {
    CommunicationSeries {
        moves = List.copyOf(moves);
    }
}
