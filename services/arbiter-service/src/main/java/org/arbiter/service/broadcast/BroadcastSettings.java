package org.arbiter.service.broadcast;

import org.arbiter.service.web.BadQuery;

/**
 * A tournament's broadcast: who reads its round feeds without a session ({@code feed}) and how many
 * minutes behind the present a display, a relay or an anonymous reader is ({@code delayMinutes}).
 */
record BroadcastSettings(FeedAccess feed, int delayMinutes) {
    /** An hour: the longest delay the relays take (lichess); the European Chess Union requires 15 minutes. */
    static final int MAX_DELAY_MINUTES = 60;

    BroadcastSettings {
        if (feed == null) {
            throw new BadQuery("feed is required: session, public or key");
        }
        if (delayMinutes < 0 || delayMinutes > MAX_DELAY_MINUTES) {
            throw new BadQuery("delayMinutes " + delayMinutes + " is not between 0 and " + MAX_DELAY_MINUTES);
        }
    }
}
