package org.arbiter.board;

/**
 * How changes are read: {@code debounceMillis}, how long the board must stay unchanged before the
 * hand is taken to have quitted the man (and within which a square that empties and refills is
 * flicker); {@code whiteOnLeft}, which side of the clock is White's; {@code presses}, whether clock
 * presses are written.
 */
public record Settings(long debounceMillis, boolean whiteOnLeft, boolean presses) {
    public static final long DEFAULT_DEBOUNCE = 300;

    public Settings {
        if (debounceMillis < 0) {
            throw new IllegalArgumentException("the debounce time cannot be negative: " + debounceMillis + " ms");
        }
    }

    public static Settings defaults() {
        return new Settings(DEFAULT_DEBOUNCE, true, true);
    }
}
