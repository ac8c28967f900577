package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.PackedPosition;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;

/**
 * One completed turn to play, newest first as a persistent list: the position at its
 * commencement (I.16(a)), who moved, and the move ({@code null} for an illegal change, which
 * {@code description} then describes). Records are written out only when someone reads them.
 */
record Turn(Turn previous, PackedPosition packedStart, Color mover, Move move, String description, boolean capture,
            int seq, int length) {

    /**
     * The game keeps every turn for as long as it is played, and reads few of them again, so a
     * turn keeps its position packed: a game's state held 856 bytes per action with the legal
     * moves found for each position, 549 without them, and 191 packed (GameMemory,
     * docs/benchmarks.md).
     */
    static Turn append(Turn previous, Position start, Color mover, Move move, boolean capture, int seq) {
        return new Turn(previous, start.pack(), mover, move, null, capture, seq,
                previous == null ? 1 : previous.length + 1);
    }

    static Turn appendIllegal(Turn previous, Position start, Color mover, String description, int seq) {
        return new Turn(previous, start.pack(), mover, null, description, false, seq,
                previous == null ? 1 : previous.length + 1);
    }

    /** The position at this turn's commencement (I.16(a)). */
    Position start() {
        return packedStart.unpack();
    }

    /** I.16(b) identity of the position at this turn's commencement. */
    PositionKey startKey() {
        return PositionKey.code1897(packedStart);
    }
}
