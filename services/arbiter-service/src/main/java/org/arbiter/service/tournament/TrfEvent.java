package org.arbiter.service.tournament;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a TRF16 file says of where and when its games are played, for their PGN tags: the site
 * (line 022, the city), the start date (042) and each round's date (132, {@code YY/MM/DD} in the
 * ten columns of its round, from column 92). A date is given as PGN writes it, {@code YYYY.MM.DD};
 * one the file does not give, or gives in no form read here, is left out.
 */
record TrfEvent(Optional<String> site, Optional<String> start, List<String> roundDates) {
    private static final Pattern FULL = Pattern.compile("(\\d{4})[/.-](\\d{1,2})[/.-](\\d{1,2})");
    private static final Pattern SHORT = Pattern.compile("(\\d{2})[/.-](\\d{2})[/.-](\\d{2})");

    static TrfEvent of(List<String> lines) {
        Optional<String> site = field(lines, "022");
        Optional<String> start = field(lines, "042").flatMap(TrfEvent::fullDate);
        String century = start.map(d -> d.substring(0, 2)).orElse("20");
        List<String> rounds = lines.stream().filter(l -> l.startsWith("132")).findFirst().map(l -> {
            List<String> dates = new java.util.ArrayList<>();
            for (int from = 91; from < l.length(); from += 10) {
                Matcher m = SHORT.matcher(l.substring(from, Math.min(l.length(), from + 10)).strip());
                dates.add(m.matches() ? century + m.group(1) + "." + m.group(2) + "." + m.group(3) : "");
            }
            return dates;
        }).orElse(List.of());
        return new TrfEvent(site, start, rounds);
    }

    /** The date of round {@code round}: the file's date for it, or else the start date. */
    Optional<String> date(int round) {
        if (round >= 1 && round <= roundDates.size() && !roundDates.get(round - 1).isEmpty()) {
            return Optional.of(roundDates.get(round - 1));
        }
        return start;
    }

    private static Optional<String> field(List<String> lines, String code) {
        return lines.stream().filter(l -> l.startsWith(code) && l.length() > 4).map(l -> l.substring(4).strip())
                .filter(s -> !s.isEmpty()).findFirst();
    }

    private static Optional<String> fullDate(String text) {
        Matcher m = FULL.matcher(text);
        return m.matches() ? Optional.of(m.group(1) + "." + pad(m.group(2)) + "." + pad(m.group(3))) : Optional.empty();
    }

    private static String pad(String n) {
        return n.length() == 1 ? "0" + n : n;
    }
}
