package org.arbiter.service.tournament;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Marks a display screen live for a tournament ({@code live}), or delayed again: on the
 * tournament's record, {@code record} ({@link TournamentRecord#idOf}); {@code by} is the official.
 */
public record MarkDisplay(@TargetAggregateIdentifier String record, String tournament, String display, boolean live,
                          String by) {
}
