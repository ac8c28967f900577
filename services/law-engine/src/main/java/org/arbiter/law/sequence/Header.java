package org.arbiter.law.sequence;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;

/**
 * The first object of a contested sequence: which game, which code rules it (and which code
 * supplements it where it is silent), and how it started; {@code appealWithin}, this project's
 * addition, is the time the tournament allows for an appeal against a ruling.
 */
public record Header(GameKind game, String code, Optional<String> supplement, String white, String black,
                     Optional<String> startFen, Optional<String> event, Optional<String> round, Optional<Odds> odds,
                     Optional<TimeLimit> timeLimit, Mode mode, Optional<Duration> replyWithin, Clocking clocking,
                     Optional<Duration> appealWithin) {

    /** A header without this project's {@code appealWithin}: an appeal may then be lodged at any time. */
    public Header(GameKind game, String code, Optional<String> supplement, String white, String black,
                  Optional<String> startFen, Optional<String> event, Optional<String> round, Optional<Odds> odds,
                  Optional<TimeLimit> timeLimit, Mode mode, Optional<Duration> replyWithin, Clocking clocking) {
        this(game, code, supplement, white, black, startFen, event, round, odds, timeLimit, mode, replyWithin,
                clocking, Optional.empty());
    }

    /** A chess header of version 1's fields, without version 2's supplement and clocking. */
    public Header(String code, String white, String black, Optional<String> startFen, Optional<String> event,
                  Optional<String> round, Optional<Odds> odds, Optional<TimeLimit> timeLimit, Mode mode,
                  Optional<Duration> replyWithin) {
        this(GameKind.CHESS, code, Optional.empty(), white, black, startFen, event, round, odds, timeLimit, mode,
                replyWithin, Clocking.NONE);
    }

    public static final String DEFAULT_CODE = "chess-code-1897";

    public static Header standard() {
        return new Header(DEFAULT_CODE, "White", "Black", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Mode.OVER_THE_BOARD, Optional.empty());
    }

    /** The same game ruled by {@code code}, supplemented by {@code supplement} where it is silent. */
    public Header ruledBy(String code, Optional<String> supplement) {
        return new Header(game, code, supplement, white, black, startFen, event, round, odds, timeLimit, mode,
                replyWithin, clocking, appealWithin);
    }

    /** Whether the header needs version 2 of the contract: a code other than the 1897 Code, or a supplement. */
    public boolean version2() {
        return game != GameKind.CHESS || !code.equals(DEFAULT_CODE) || supplement.isPresent();
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

    /**
     * Version 2's clock fields for {@code fide-2023}: {@code timeControl} (absent when the game has
     * none), the {@code rate} of play and the {@code supervision} of a rapid or blitz game.
     */
    public record Clocking(Optional<TimeControl> timeControl, Rate rate, Supervision supervision) {
        public static final Clocking NONE = new Clocking(Optional.empty(), Rate.STANDARD, Supervision.PARTIAL);
    }

    /**
     * {@code base} time for each player, {@code increment} added after each move, and, when
     * {@code moves} is given, {@code then} added once a player has completed that many moves.
     */
    public record TimeControl(Duration base, Duration increment, Optional<Integer> moves, Duration then) {
    }

    /** The rate of play: FIDE's Competition Rules, Appendix A (rapid) or Appendix B (blitz). */
    public enum Rate { STANDARD, RAPID, BLITZ }

    /** How closely a rapid or blitz game is watched: A.3 / B.3 ({@code full}) or A.4 / B.4 ({@code partial}). */
    public enum Supervision { FULL, PARTIAL }
}
