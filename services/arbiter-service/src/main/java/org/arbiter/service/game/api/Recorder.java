package org.arbiter.service.game.api;

import java.util.Objects;

/**
 * Who recorded something and how it reached the service: {@code name} is the user's name or the
 * board's id, {@code kind} says which of the two it is, {@code via} the way in (HTTP, a record on
 * Kafka, a board's own feed). Every stored event carries it (docs/security.md).
 */
public record Recorder(String name, Kind kind, Via via) {
    public Recorder {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(via, "via");
    }

    /** A person (an arbiter, an official, an admin) or an electronic board. */
    public enum Kind { USER, BOARD }

    /** The way the act reached the service. */
    public enum Via { HTTP, KAFKA, BOARD }
}
