package org.arbiter.law.sequence;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;

/**
 * The first object of a contested sequence: which game, which code rules it (and which code
 * supplements it where it is silent), and how it started.
 */
public record Header(Game game, String code, Optional<String> supplement, String white, String black, Optional<String> startFen, Optional<String> event,
                     Optional<String> round, Optional<Odds> odds, Optional<TimeLimit> timeLimit, Mode mode,
                     Optional<Duration> replyWithin) {

    public static final String DEFAULT_CODE = "chess-code-1897";

    public static Header standard() {
        return new Header(Game.CHESS, DEFAULT_CODE, Optional.empty(), "White", "Black", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Mode.OVER_THE_BOARD, Optional.empty());
    }

    /** The same game ruled by {@code code}, supplemented by {@code supplement} where it is silent. */
    public Header ruledBy(String code, Optional<String> supplement) {
        return new Header(game, code, supplement, white, black, startFen, event, round, odds, timeLimit, mode,
                replyWithin);
    }

    /** Whether the header needs version 2 of the contract: a code other than the 1897 Code, or a supplement. */
    public boolean version2() {
        return game != Game.CHESS || !code.equals(DEFAULT_CODE) || supplement.isPresent();
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
