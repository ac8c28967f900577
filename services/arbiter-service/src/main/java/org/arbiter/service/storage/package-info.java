/** Settings the event store needs on PostgreSQL. */
package org.arbiter.service.storage;
