package org.arbiter.law;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;

/**
 * The time each player has used, reckoned from the actions' {@code at} stamps against "the
 * player whose turn it is to play" (II.10.A(b)) and as the arbiter corrected it (II.10.D), and
 * {@code elapsed}, the time of the last stamped action since the start of play (empty when no
 * action was stamped).
 */
public record Clocks(Duration white, Duration black, Optional<Duration> elapsed) {
    public static final Clocks UNSTAMPED = new Clocks(Duration.ZERO, Duration.ZERO, Optional.empty());

    public Duration of(Color player) {
        return player == Color.WHITE ? white : black;
    }
}
