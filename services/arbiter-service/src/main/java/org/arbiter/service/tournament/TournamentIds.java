package org.arbiter.service.tournament;

import java.text.Normalizer;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.arbiter.service.web.BadQuery;

/**
 * A tournament's id: short enough for an official to type and for its games' ids
 * ({@code ID-r1-b3}) to stay short: lower-case letters, digits and dashes, at most
 * {@value #LONGEST} characters. One is chosen by the official, or made from the tournament's name
 * ({@code Club Championship 1897} becomes {@code club-championship-1897}), with {@code -2},
 * {@code -3}... when that is taken. Tournaments made before short ids keep their UUIDs.
 */
final class TournamentIds {
    static final int LONGEST = 32;
    private static final int FROM_NAME = 24;
    private static final Pattern ID = Pattern.compile("[a-z0-9](?:[a-z0-9-]{0," + (LONGEST - 2) + "}[a-z0-9])?");

    private TournamentIds() {
    }

    /** The chosen id, when it has the form and is free; a clear error naming the field otherwise. */
    static String chosen(String id, Predicate<String> taken) {
        if (!ID.matcher(id).matches()) {
            throw new BadQuery("id '" + id + "' is not a tournament id: 1 to " + LONGEST + " lower-case letters, digits "
                    + "and dashes, beginning and ending with a letter or digit, such as hastings-1895");
        }
        if (taken.test(id)) {
            throw new BadQuery("id '" + id + "' is taken by another tournament; choose another");
        }
        return id;
    }

    /** An id from a name: its letters and digits in lower case, words joined by dashes, cut at a word. */
    static String fromName(String name) {
        String ascii = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
        String slug = ascii.replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.length() > FROM_NAME) {
            int cut = slug.lastIndexOf('-', FROM_NAME);
            slug = (cut > 0 ? slug.substring(0, cut) : slug.substring(0, FROM_NAME)).replaceAll("-+$", "");
        }
        return slug.isEmpty() ? "tournament" : slug;
    }

    /** {@code base}, or {@code base-2}, {@code base-3}... the first that is not taken. */
    static String free(String base, Predicate<String> taken) {
        if (!taken.test(base)) {
            return base;
        }
        for (int n = 2; ; n++) {
            String id = base + "-" + n;
            if (!taken.test(id)) {
                return id;
            }
        }
    }
}
