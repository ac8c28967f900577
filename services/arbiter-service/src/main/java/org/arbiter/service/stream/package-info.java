/**
 * Server-sent events: every game's events, or one game's, as they are recorded, read from the
 * event store once per instance and written to every client without blocking. Each SSE event's id
 * is where that reader stood (the event's global index, and positions still outstanding), so a
 * client that was away or was cut off reconnects with {@code Last-Event-ID} and receives what it
 * missed, across restarts of the service.
 */
package org.arbiter.service.stream;
