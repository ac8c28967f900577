/**
 * JMH benchmarks for the chess rules and the law engine: perft throughput in nodes per second,
 * PGN validation in games per second, actions per second through the 1897 rulebook; and the heap
 * a game's state keeps per action ({@code GameMemory}, a plain main class). Built only with the
 * {@code bench} Maven profile; see docs/benchmarks.md.
 */
package org.arbiter.bench;
