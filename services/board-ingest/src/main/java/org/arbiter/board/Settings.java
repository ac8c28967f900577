package org.arbiter.board;

/**
 * How changes are read: {@code debounceMillis}, how long the board must stay unchanged before the
 * hand is taken to have quitted the man (and within which a square that empties and refills is
 * flicker); {@code whiteOnLeft}, which side of the clock is White's; {@code presses}, whether clock
 * presses are written; {@code holdMillis}, how long after a move completed by the debounce alone the
 * man may still move on as the same move (until the opponent acts or the clock is pressed).
 */
public record Settings(long debounceMillis, boolean whiteOnLeft, boolean presses, long holdMillis) {
    public static final long DEFAULT_DEBOUNCE = 300;
    public static final long DEFAULT_HOLD = 2000;

    public Settings {
        if (debounceMillis < 0) {
            throw new IllegalArgumentException("the debounce time cannot be negative: " + debounceMillis + " ms");
        }
        if (holdMillis < 0) {
            throw new IllegalArgumentException("the hold time cannot be negative: " + holdMillis + " ms");
        }
    }

    public Settings(long debounceMillis, boolean whiteOnLeft, boolean presses) {
        this(debounceMillis, whiteOnLeft, presses, DEFAULT_HOLD);
    }

    public static Settings defaults() {
        return new Settings(DEFAULT_DEBOUNCE, true, true);
    }
}
