package org.arbiter.service.tournament;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Makes a tournament's games public ({@code publicGames}) or not, on the tournament's record,
 * {@code record} ({@link TournamentRecord#idOf}); {@code imported} is what the import set, which
 * stands until the record first changes it; {@code by} is the official.
 */
public record SetPublic(@TargetAggregateIdentifier String record, String tournament, boolean publicGames,
                        boolean imported, String by) {
}
