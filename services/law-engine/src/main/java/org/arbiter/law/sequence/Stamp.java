package org.arbiter.law.sequence;

import java.time.Duration;
import java.util.Optional;

/**
 * What every action carries: who acts, when (time since the start of play) and an optional
 * id that makes a repeated delivery recognisable.
 */
public record Stamp(Actor by, Optional<Duration> at, Optional<String> id) {
    public static Stamp of(Actor by) {
        return new Stamp(by, Optional.empty(), Optional.empty());
    }
}
