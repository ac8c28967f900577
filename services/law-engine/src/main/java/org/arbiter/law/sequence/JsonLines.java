package org.arbiter.law.sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a JSON Lines text as the contract reads them: numbered from 1 as they stand in
 * the file, blank lines and lines starting with {@code #} skipped, a UTF-8 byte order mark at the
 * start of the text taken off, and each line stripped of surrounding white space.
 */
public final class JsonLines {
    private static final String BYTE_ORDER_MARK = "\uFEFF";

    /** One line that holds a JSON value: its 1-based number in the file and its text. */
    public record Line(int number, String text) {
    }

    private JsonLines() {
    }

    public static List<Line> split(String text) {
        String body = text.startsWith(BYTE_ORDER_MARK) ? text.substring(BYTE_ORDER_MARK.length()) : text;
        String[] raw = body.split("\r?\n", -1);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(new Line(i + 1, line));
            }
        }
        return List.copyOf(lines);
    }
}
