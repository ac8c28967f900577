package org.arbiter.law.sequence;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Pattern;

/**
 * The limits of version 2.1 of the contract: what every reader refuses before it stores anything,
 * each refusal naming the line and the field. They are at the edge so that no projection, topic or
 * export downstream ever meets a value it cannot hold.
 */
public final class Limits {
    /** The longest identifier: a game's id or an act's id. */
    public static final int ID = 64;
    /** The longest name or place: a player, an event, a site, a round, a tournament. */
    public static final int NAME = 200;
    /** The longest free text: reasons, grounds, words spoken, a written record. */
    public static final int TEXT = 4_000;
    /** The most bytes (UTF-8) one line, a header or one act, may take. */
    public static final int LINE_BYTES = 64 * 1024;
    /** The longest time or duration, in days (a hundred years): longer ones overflow the clocks' arithmetic. */
    public static final int TIME_DAYS = 36_525;

    /** ASCII only: an id goes into addresses, file names, Kafka keys and PGN tags, where é is spelled many ways. */
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z0-9._:-]+");

    private Limits() {
    }

    /** An identifier: non-empty, at most {@link #ID} characters, ASCII letters, digits and {@code . _ : -} only. */
    public static String id(String value, int line, String field) {
        if (value == null || value.isEmpty()) {
            throw new SequenceError(line, field, "an identifier cannot be empty");
        }
        if (value.length() > ID) {
            throw new SequenceError(line, field, value.length() + " characters, longer than the " + ID
                    + " an identifier may have");
        }
        if (!IDENTIFIER.matcher(value).matches()) {
            throw new SequenceError(line, field, "an identifier holds only the ASCII letters A-Z and a-z, the digits "
                    + "0-9 and . _ : -");
        }
        return value;
    }

    /** A name or a place: at most {@link #NAME} characters. */
    public static String name(String value, int line, String field) {
        return longest(value, NAME, "a name", line, field);
    }

    /** Free text: at most {@link #TEXT} characters. */
    public static String text(String value, int line, String field) {
        return longest(value, TEXT, "a text", line, field);
    }

    /**
     * A string sent: no NUL (PostgreSQL's text cannot hold it) and no half of a surrogate pair (the
     * JSON escape of U+D800 alone gives one: it is no character and has no UTF-8 form).
     */
    public static String characters(String value, int line, String field) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\u0000') {
                throw new SequenceError(line, field, "holds a NUL character (\\u0000), which no text may");
            }
            if (Character.isSurrogate(c)) {
                boolean paired = Character.isHighSurrogate(c) && i + 1 < value.length()
                        && Character.isLowSurrogate(value.charAt(i + 1));
                if (!paired) {
                    throw new SequenceError(line, field, String.format("holds half of a surrogate pair (\\u%04x), "
                            + "which is no character and has no UTF-8 form", (int) c));
                }
                i++;
            }
        }
        return value;
    }

    /** A time or a duration: at most {@link #TIME_DAYS} days. */
    public static Duration time(Duration value, int line, String field) {
        if (value.compareTo(Duration.ofDays(TIME_DAYS)) > 0) {
            throw new SequenceError(line, field, value + " is longer than the " + TIME_DAYS / 365
                    + " years a time may be");
        }
        return value;
    }

    /** One line of the format, a header or an act: at most {@link #LINE_BYTES} bytes. */
    public static String line(String text, int line) {
        // a character takes at most four bytes: a short line is not measured
        if (text != null && text.length() > LINE_BYTES / 4) {
            lineBytes(text.getBytes(StandardCharsets.UTF_8).length, line);
        }
        return text;
    }

    /** One line of {@code bytes} bytes, as JSON Lines would hold it: at most {@link #LINE_BYTES}. */
    public static void lineBytes(int bytes, int line) {
        if (bytes > LINE_BYTES) {
            throw new SequenceError(line, null, "the line is longer than " + LINE_BYTES / 1024 + " KB, the limit of one act");
        }
    }

    private static String longest(String value, int most, String what, int line, String field) {
        if (value != null && value.length() > most) {
            throw new SequenceError(line, field, value.length() + " characters, longer than the " + most + " " + what
                    + " may have");
        }
        return value;
    }
}
