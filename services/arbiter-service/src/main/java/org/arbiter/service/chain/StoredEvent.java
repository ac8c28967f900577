package org.arbiter.service.chain;

import java.util.Map;

/**
 * One event of a game as it is stored now: its sequence number, its payload's type and fields
 * (null when it cannot be read, {@code unreadable} then says why) and its chain link (null when
 * its metadata holds none).
 */
record StoredEvent(long seq, String type, Map<String, Object> payload, Link link, String unreadable) {
}
