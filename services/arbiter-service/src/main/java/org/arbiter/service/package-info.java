/**
 * The Arbiter service: one event-sourced {@code Game} aggregate per game that hands every
 * decision to the law engine, projections on streaming processors, HTTP/SSE, and Kafka in and
 * out. {@link org.arbiter.service.ArbiterService} is the entry point the command line starts.
 */
package org.arbiter.service;
