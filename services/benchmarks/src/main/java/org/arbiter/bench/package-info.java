/**
 * JMH benchmarks for the chess rules: perft throughput in nodes per second and PGN validation
 * in games per second. Built only with the {@code bench} Maven profile; see docs/benchmarks.md.
 */
package org.arbiter.bench;
