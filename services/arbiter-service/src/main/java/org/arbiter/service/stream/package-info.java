/**
 * Server-sent events: every game's events, or one game's, as they are recorded. Each SSE event's
 * id is the event's global index in the event store, so a client that was away reconnects with
 * {@code Last-Event-ID} and receives what it missed, across restarts of the service.
 */
package org.arbiter.service.stream;
