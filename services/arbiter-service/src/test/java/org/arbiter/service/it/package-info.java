/**
 * Integration suites: the whole service against a real PostgreSQL and a real in-process Kafka.
 * Each suite is an abstract class; {@link org.arbiter.service.it.OnLocalPostgresTest} runs them
 * all against the machine's PostgreSQL and {@link org.arbiter.service.it.OnTestcontainersTest}
 * against a Testcontainers PostgreSQL, each in one Spring context shared by its suites.
 */
package org.arbiter.service.it;
