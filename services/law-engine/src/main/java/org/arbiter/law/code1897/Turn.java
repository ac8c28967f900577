package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;

/**
 * One completed turn to play, newest first as a persistent list: the position at its
 * commencement (I.16(a)), who moved, the record of the move and whether it captured.
 */
record Turn(Turn previous, Position start, PositionKey startKey, Color mover, String record, boolean capture,
            int seq, int length) {

    static Turn append(Turn previous, Position start, Color mover, String record, boolean capture, int seq) {
        return new Turn(previous, start, PositionKey.code1897(start), mover, record, capture, seq,
                previous == null ? 1 : previous.length + 1);
    }
}
