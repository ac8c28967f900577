package org.arbiter.service.game.api;

import java.util.Map;
import org.arbiter.law.sequence.Header;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Opens a game. {@code fields} are the header object's fields as the arbiter gave them (plain
 * values, for the event), {@code header} the same read by the law engine; {@code recorder} is who
 * opened it, carried by the event's chain link.
 */
public record OpenGame(@TargetAggregateIdentifier String gameId, Map<String, Object> fields, Header header,
                       Recorder recorder) {
    public OpenGame {
        fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
    }
}
