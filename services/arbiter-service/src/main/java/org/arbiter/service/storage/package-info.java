/**
 * The event store: Axon's JPA storage engine with a batched append and a bounded read past gaps
 * ({@code TunedJpaEventStorageEngine}), and the settings it needs on PostgreSQL.
 */
package org.arbiter.service.storage;
