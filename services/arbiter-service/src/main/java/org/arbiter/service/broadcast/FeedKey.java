package org.arbiter.service.broadcast;

/**
 * A round's secret feed key and the feed's address with it ({@code path}, to put after the
 * service's origin); issuing another revokes this one.
 */
record FeedKey(String tournament, int round, String key, String path) {
}
