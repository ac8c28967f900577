package org.arbiter.service.history;

import java.time.Instant;

/**
 * How much of a game's record a reader sees: all of it ({@link #LIVE}), or what had been recorded
 * by {@code asOf}, its tournament's broadcast delay ago. {@link Sights} decides which; every read
 * path filters what it answers by it.
 */
public record Sight(Instant asOf) {
    public static final Sight LIVE = new Sight(null);

    public boolean live() {
        return asOf == null;
    }

    /** Whether something recorded at {@code recorded} is in this reader's view. */
    public boolean shows(Instant recorded) {
        return asOf == null || !recorded.isAfter(asOf);
    }
}
