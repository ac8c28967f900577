package org.arbiter.service.kafka;

/** A record of {@code arbiter.actions} that can never be accepted, as it goes to {@code arbiter.actions.rejected}. */
record RejectedAction(String topic, int partition, long offset, String key, String value, String reason) {
}
