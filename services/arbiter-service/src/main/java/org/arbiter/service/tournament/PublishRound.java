package org.arbiter.service.tournament;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Publishes the round's last pairing, on the tournament's record {@code record}; {@code by} is the arbiter. */
public record PublishRound(@TargetAggregateIdentifier String record, String tournament, int round, String by) {
}
