package org.arbiter.board;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/** What a board reports, with {@code at}: milliseconds since the start of the recording. */
public sealed interface Observation {
    long at();

    /** One square's contents changed; {@code piece} is the man now on it, empty when it emptied. */
    record SquareChange(long at, Square square, Optional<Piece> piece) implements Observation {
    }

    /** A full scan of the board (a board dump). */
    record BoardScan(long at, Map<Square, Piece> men) implements Observation {
        public BoardScan {
            men = Map.copyOf(men);
        }
    }

    /** What the reader found about the recording itself (a board turned round), written as a comment line. */
    record Remark(long at, String text) implements Observation {
    }

    /**
     * The clock: whose clock runs, or empty when it is stopped or no clock is connected, and the
     * times it shows ({@code white}, {@code black}; empty when the message carries none).
     */
    record ClockReading(long at, Optional<Color> running, Optional<Duration> white, Optional<Duration> black)
            implements Observation {
        public ClockReading(long at, Optional<Color> running) {
            this(at, running, Optional.empty(), Optional.empty());
        }
    }
}
