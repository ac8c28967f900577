package org.arbiter.service.tournament;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Records a round's pairing on the tournament's record, {@code record} ({@link TournamentRecord#idOf}). */
public record PairRound(@TargetAggregateIdentifier String record, RoundPaired pairing) {
}
