/** Prometheus gauges for how far each streaming processor, Kafka publishing included, trails the event store. */
package org.arbiter.service.metrics;
