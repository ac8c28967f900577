/**
 * The event store's settings beyond Axon's defaults: Axon's payload columns as {@code bytea} on
 * PostgreSQL, and the upcasters that read events of earlier builds in today's shape. The store
 * itself is Axon's JPA storage engine as its auto-configuration builds it; the tables are
 * Flyway's ({@code db/migration}). Commits are durable before an answer, on an H2 file only while
 * its disk has room ({@code arbiter.min-free}), and an H2 file that closed itself on a full disk is
 * opened again by the pool.
 */
package org.arbiter.service.storage;
