package org.arbiter.service.game.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Records one action of the spec (JSON text). The action's own {@code id} makes it idempotent;
 * where it has none, {@code deliveryId} (a transport's identity of the message, such as a Kafka
 * partition and offset) does, so that a redelivery is dropped. {@code line} numbers the action
 * in whatever the arbiter sent, for error messages.
 */
public record RecordAction(@TargetAggregateIdentifier String gameId, String action, String deliveryId, int line) {
}
