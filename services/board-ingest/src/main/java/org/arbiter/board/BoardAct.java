package org.arbiter.board;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;

/**
 * One line of the sequence that ingest writes: an act of the contested-sequence format, or a
 * comment line ({@code #}) for what the board showed that no act expresses.
 */
public sealed interface BoardAct {
    /** Milliseconds since the start of the recording. */
    long at();

    /** The line as written: a JSON object, or a comment. */
    String line();

    /** The acts ingest writes. */
    enum Kind {
        LIFT, PLACE, RELEASE, REMOVE, PROMOTE, MOVE, TOUCH, PRESS,
        /** The project's {@code clock} act: what the clock showed, written by the arbiter's equipment. */
        CLOCK;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The times a clock shows, whole seconds as the DGT clock gives them. */
    record Times(Duration white, Duration black) {
        /** The contract's {@code clock} object, in seconds. */
        String json() {
            return "{\"white\": " + BoardAct.seconds(white.toMillis()) + ", \"black\": " + BoardAct.seconds(black.toMillis()) + "}";
        }
    }

    /**
     * An act: {@code square} for lift, place, remove and touch; {@code piece} for promote; {@code from},
     * {@code square} (the target) and {@code piece} (a promotion) for a whole move; {@code clock} for a
     * press (what the clock showed after it) and the clock's reading ({@link Kind#CLOCK}, whose {@code by}
     * is null: it is written by the arbiter's equipment, not a player).
     */
    record Act(long at, Kind kind, Color by, Optional<Square> from, Optional<Square> square, Optional<PieceType> piece,
               Optional<Times> clock) implements BoardAct {
        Act(long at, Kind kind, Color by, Optional<Square> from, Optional<Square> square, Optional<PieceType> piece) {
            this(at, kind, by, from, square, piece, Optional.empty());
        }

        static Act of(long at, Kind kind, Color by, Square square) {
            return new Act(at, kind, by, Optional.empty(), Optional.ofNullable(square), Optional.empty());
        }

        @Override
        public String line() {
            StringBuilder sb = new StringBuilder("{\"act\": \"").append(kind.word()).append("\", \"by\": \"")
                    .append(kind == Kind.CLOCK ? "arbiter" : by.label()).append('"');
            clock.ifPresent(c -> sb.append(", \"clock\": ").append(c.json()));
            if (kind == Kind.MOVE) {
                sb.append(", \"from\": \"").append(from.orElseThrow()).append("\", \"to\": \"").append(square.orElseThrow())
                        .append('"');
                piece.ifPresent(p -> sb.append(", \"promote\": \"").append(p.letter()).append('"'));
            } else {
                square.ifPresent(s -> sb.append(", \"square\": \"").append(s).append('"'));
                piece.ifPresent(p -> sb.append(", \"piece\": \"").append(p.letter()).append('"'));
            }
            return sb.append(", \"at\": ").append(seconds(at)).append('}').toString();
        }
    }

    /** A comment line: a result signal, a resynchronisation, a change no act explains. */
    record Note(long at, String text) implements BoardAct {
        @Override
        public String line() {
            return "# " + text;
        }
    }

    /** Seconds with the milliseconds kept, as the contract's {@code at} takes them. */
    static String seconds(long millis) {
        if (millis % 1000 == 0) {
            return Long.toString(millis / 1000);
        }
        String fraction = String.format(Locale.ROOT, "%03d", millis % 1000).replaceAll("0+$", "");
        return millis / 1000 + "." + fraction;
    }
}
