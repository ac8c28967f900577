package org.arbiter.tournament.trf;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.law.sequence.Header;

/**
 * A tournament's time control as its TRF gives it: TRF-2026's line {@code 222}, written as PGN's
 * TimeControl tag (seconds: {@code 5400+30}, {@code 40/5400+30:1800+30}), or TRF16's line
 * {@code 122}, free text, read in the forms arbiters write: {@code 90'+30"/move},
 * {@code 90 min + 30 sec}, {@code 90 minutes plus 30 sec plus 30 min after 40 moves},
 * {@code 90'/40 + 30'/end + 30"/move}, {@code 40/120', 60' QPF}, {@code 40/90, 30}. A number
 * without a unit is a count of moves before a {@code /}, an increment in seconds after a
 * {@code +} that follows a period, and otherwise a period: minutes up to 300, seconds above (as
 * PGN counts them). The contract's {@code timeControl} holds one period, an increment, and one
 * period more after a number of moves; a text that says more, or that names no period, is refused.
 */
public final class TrfTimeControl {
    private static final Pattern PGN = Pattern.compile("(?:(\\d+)/)?(\\d+)(?:\\+(\\d+))?(?::(\\d+)(?:\\+(\\d+))?)?");
    private static final Pattern TOKEN = Pattern.compile("(\\d+(?:[.,]\\d+)?)\\s*(hours?|hrs?|h|minutes?|mins?|min|m|'"
            + "|seconds?|secs?|sec|s|\"|moves?)?(?![a-z])");
    private static final int MOST_MINUTES = 300;

    /** What a number in the text is: a period of play, a count of moves, an increment (NONE before the first). */
    private enum Kind { NONE, PERIOD, MOVES, INCREMENT }

    private TrfTimeControl() {
    }

    /**
     * The time control a TRF file states, line {@code 222} before {@code 122}; empty when it has
     * neither. A line that cannot be read is a {@link TrfError} naming it and saying why.
     */
    public static Optional<Header.TimeControl> of(String trf) {
        String[] lines = trf.split("\r?\n", -1);
        for (String code : List.of("222", "122")) {
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].startsWith(code)) {
                    String text = lines[i].length() > 4 ? lines[i].substring(4).strip() : "";
                    if (text.isEmpty()) {
                        continue;
                    }
                    try {
                        return Optional.of(code.equals("222") ? fromPgn(text) : read(text));
                    } catch (IllegalArgumentException e) {
                        throw new TrfError(i + 1, 5, "the time control (" + code + ") '" + text + "': " + e.getMessage());
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** PGN's TimeControl, in seconds: {@code 5400+30}, {@code 40/5400+30:1800+30}. */
    public static Header.TimeControl fromPgn(String text) {
        Matcher m = PGN.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("is not PGN's TimeControl in seconds, such as 5400+30 or 40/5400+30:1800+30");
        }
        Duration increment = seconds(m.group(3));
        if (m.group(5) != null && !seconds(m.group(5)).equals(increment)) {
            throw new IllegalArgumentException("gives the second period another increment than the first, which a "
                    + "time control here cannot hold");
        }
        if (m.group(4) != null && m.group(1) == null) {
            throw new IllegalArgumentException("gives a second period without the number of moves before it");
        }
        Optional<Integer> moves = Optional.ofNullable(m.group(1)).map(Integer::parseInt);
        return control(seconds(m.group(2)), increment, moves, seconds(m.group(4)));
    }

    /** A time control as an arbiter writes it (TRF16's line 122, or the import's parameter). */
    public static Header.TimeControl read(String text) {
        String t = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replace('\u2032', '\'')
                .replace('\u2033', '"').replace("''", "\"");
        List<Duration> periods = new ArrayList<>();
        Integer moves = null;
        Duration increment = null;
        Matcher m = TOKEN.matcher(t);
        Kind last = Kind.NONE;
        int end = 0;
        while (m.find()) {
            String before = t.substring(end, m.start());
            String after = t.substring(m.end());
            end = m.end();
            String unit = m.group(2) == null ? "" : m.group(2);
            double n = Double.parseDouble(m.group(1).replace(',', '.'));
            if (unit.isEmpty() && before.matches("(?s).*\\bmoves?\\s*$")) {
                continue;
            }
            Kind kind;
            if (unit.startsWith("move")) {
                kind = Kind.MOVES;
            } else if (unit.startsWith("h")) {
                kind = Kind.PERIOD;
                periods.add(Duration.ofSeconds(Math.round(n * 3600)));
            } else if (unit.startsWith("m") || unit.equals("'")) {
                kind = Kind.PERIOD;
                periods.add(Duration.ofSeconds(Math.round(n * 60)));
            } else if (unit.startsWith("s") || unit.equals("\"")) {
                kind = Kind.INCREMENT;
            } else if (after.matches("(?s)^\\s*/\\s*\\d.*")) {
                kind = Kind.MOVES;
            } else if (before.matches("(?s).*/\\s*$") && last == Kind.PERIOD) {
                kind = Kind.MOVES;
            } else if (before.matches("(?s).*\\+\\s*$") && last == Kind.PERIOD) {
                kind = Kind.INCREMENT;
            } else {
                kind = Kind.PERIOD;
                periods.add(n > MOST_MINUTES ? Duration.ofSeconds(Math.round(n)) : Duration.ofSeconds(Math.round(n * 60)));
            }
            if (kind == Kind.MOVES) {
                if (moves != null) {
                    throw new IllegalArgumentException("names two numbers of moves, more periods than a time control here holds");
                }
                moves = (int) n;
            } else if (kind == Kind.INCREMENT) {
                Duration inc = Duration.ofSeconds(Math.round(n));
                if (increment != null && !increment.equals(inc)) {
                    throw new IllegalArgumentException("names two increments, which a time control here cannot hold");
                }
                increment = inc;
            }
            last = kind;
        }
        if (periods.isEmpty()) {
            throw new IllegalArgumentException("names no period of play (such as 90 min, 90' or 5400)");
        }
        if (periods.size() > 2) {
            throw new IllegalArgumentException("names " + periods.size() + " periods; a time control here holds one, "
                    + "and one more after a number of moves");
        }
        if (periods.size() == 2 && moves == null) {
            throw new IllegalArgumentException("names a second period but not after how many moves it is given");
        }
        return control(periods.get(0), increment == null ? Duration.ZERO : increment, Optional.ofNullable(moves),
                periods.size() == 2 ? periods.get(1) : Duration.ZERO);
    }

    /** The control as PGN's TimeControl tag writes it (section 9.6): {@code 40/5400+30:1800+30}. */
    public static String toPgn(Header.TimeControl tc) {
        String increment = tc.increment().isZero() ? "" : "+" + tc.increment().toSeconds();
        String first = tc.base().toSeconds() + increment;
        return tc.moves().map(n -> n + "/" + first + ":" + tc.then().toSeconds() + increment).orElse(first);
    }

    private static Header.TimeControl control(Duration base, Duration increment, Optional<Integer> moves, Duration then) {
        if (base.isZero()) {
            throw new IllegalArgumentException("gives no time for the first period");
        }
        if (moves.isPresent() && moves.get() < 1) {
            throw new IllegalArgumentException("gives no moves before the second period");
        }
        return new Header.TimeControl(base, increment, moves, then);
    }

    private static Duration seconds(String n) {
        return n == null ? Duration.ZERO : Duration.ofSeconds(Long.parseLong(n));
    }
}
