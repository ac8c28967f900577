package org.arbiter.service.game.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Opens a game. {@code header} is the spec's header line, {@code {"header": {...}}}, as JSON text.
 */
public record OpenGame(@TargetAggregateIdentifier String gameId, String header) {
}
