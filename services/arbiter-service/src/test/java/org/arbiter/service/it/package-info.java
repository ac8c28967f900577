/**
 * Integration suites: the whole service against a real PostgreSQL and a real in-process Kafka.
 * Each suite is an abstract class, listed once in {@link org.arbiter.service.it.OnEveryDatabase};
 * {@link org.arbiter.service.it.OnH2Test} runs them all against an H2 file database and
 * {@link org.arbiter.service.it.OnLocalPostgresTest} against the machine's PostgreSQL, each in one
 * Spring context shared by its suites; {@link org.arbiter.service.it.OnTestcontainersTest} runs some
 * against a Testcontainers PostgreSQL where Docker is.
 */
package org.arbiter.service.it;
