/** The service benchmark: a command (a main class), not a test. See docs/benchmarks.md. */
package org.arbiter.service.bench;
