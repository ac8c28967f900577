package org.arbiter.cli;

/** A count with its noun in English, so a person reads "1 game" and "2 games", never "1 games". */
final class Plural {
    private Plural() {
    }

    /** {@code noun} is the singular; the plural adds an s, which every noun the commands count takes. */
    static String of(long count, String noun) {
        return count + " " + (count == 1 ? noun : noun + "s");
    }
}
