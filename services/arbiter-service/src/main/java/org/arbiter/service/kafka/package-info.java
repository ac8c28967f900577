/**
 * Kafka in and out. Out: every event to {@code arbiter.events}, keyed by game id, from a pooled
 * streaming processor, so that commands never wait for Kafka and an outage only delays
 * publishing. In: actions on {@code arbiter.actions} become commands. And the in-process KRaft
 * broker that stands in when no {@code spring.kafka.bootstrap-servers} is configured: it takes
 * only clients that log in (SASL), and a full disk ends the broker, not the service.
 */
package org.arbiter.service.kafka;
