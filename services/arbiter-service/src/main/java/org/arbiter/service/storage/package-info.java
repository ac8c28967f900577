/**
 * The event store's one setting on PostgreSQL: Axon's payload columns as {@code bytea}. The
 * store itself is Axon's JPA storage engine as its auto-configuration builds it; the tables are
 * Flyway's ({@code db/migration}).
 */
package org.arbiter.service.storage;
