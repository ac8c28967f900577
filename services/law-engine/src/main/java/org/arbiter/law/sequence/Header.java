package org.arbiter.law.sequence;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;

/** The first object of a contested sequence: which code rules the game and how it started. */
public record Header(String code, String white, String black, Optional<String> startFen, Optional<String> event,
                     Optional<String> round, Optional<Odds> odds, Optional<TimeLimit> timeLimit, Mode mode,
                     Optional<Duration> replyWithin) {

    public static final String DEFAULT_CODE = "chess-code-1897";

    public static Header standard() {
        return new Header(DEFAULT_CODE, "White", "Black", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Mode.OVER_THE_BOARD, Optional.empty());
    }

    /** Part IV odds given by {@code giver}; exactly one of the optional parts is present. */
    public record Odds(Color giver, Optional<String> man, Optional<Integer> moves, Optional<String> mateWith,
                       Optional<String> mateOn) {
    }

    /**
     * Law 10: {@code first} moves due at the first control, {@code then} for each further hour,
     * and the time fixed for the final termination of play when there is one (10.C).
     */
    public record TimeLimit(int first, int then, Optional<Duration> termination) {
    }

    public enum Mode { OVER_THE_BOARD, COMMUNICATION }
}
