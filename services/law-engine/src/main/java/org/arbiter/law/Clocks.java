package org.arbiter.law;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;

/**
 * The time each player has used, reckoned from the actions' {@code at} stamps against "the
 * player whose turn it is to play" (II.10.A(b)) and as the arbiter corrected it (II.10.D), and
 * {@code elapsed}, the time of the last stamped action since the start of play (empty when no
 * action was stamped). {@code running} is the player whose clock runs (empty once the game is
 * over); {@code whiteLeft} and {@code blackLeft} the time each has left on a clock that counts
 * down to a time control (FIDE 6.1), empty under a code whose clocks only count the time used.
 */
public record Clocks(Duration white, Duration black, Optional<Duration> elapsed, Optional<Color> running,
                     Optional<Duration> whiteLeft, Optional<Duration> blackLeft) {
    public static final Clocks UNSTAMPED = new Clocks(Duration.ZERO, Duration.ZERO, Optional.empty());

    /** Clocks that only count the time used, with no running side known. */
    public Clocks(Duration white, Duration black, Optional<Duration> elapsed) {
        this(white, black, elapsed, Optional.empty(), Optional.empty(), Optional.empty());
    }

    public Duration of(Color player) {
        return player == Color.WHITE ? white : black;
    }

    /** The time {@code player} has left, when his clock counts down to a time control. */
    public Optional<Duration> left(Color player) {
        return player == Color.WHITE ? whiteLeft : blackLeft;
    }

    /** What {@code player}'s clock shows: the time left under a time control, else the time used. */
    public Duration shown(Color player) {
        return left(player).orElse(of(player));
    }

    /**
     * Whether {@code player}'s flag is down as of the last stamped act: his time left has run out
     * (FIDE 6.8 then lets the arbiter see it, or the opponent claim it).
     */
    public boolean flagDown(Color player) {
        return left(player).map(d -> d.isNegative() || d.isZero()).orElse(false);
    }
}
