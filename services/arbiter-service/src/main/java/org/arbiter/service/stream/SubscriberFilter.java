package org.arbiter.service.stream;

/**
 * Which events one SSE client receives: the seam for every rule that depends on who is reading
 * (the games a caller may read, one game's stream). It runs on the instance's one reader of the
 * event store, once per event and client, so it must answer from memory.
 */
@FunctionalInterface
interface SubscriberFilter {
    boolean passes(LiveEvent event);
}
