/**
 * The message source of the streaming processors: the event store, plus a wake-up call the
 * moment a new event can be read, so that projections and Kafka publishing follow within
 * milliseconds rather than at the pooled processor's polling interval.
 */
package org.arbiter.service.processing;
