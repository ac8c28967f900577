package org.arbiter.law.sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a JSON Lines text into its lines, numbered from 1 as an editor shows them; blank lines
 * and lines starting with {@code #} are skipped, and a UTF-8 byte order mark is dropped.
 */
public final class JsonLines {
    /** One line that holds a JSON value, with its number in the text. */
    public record Line(int number, String text) {
    }

    private JsonLines() {
    }

    public static List<Line> split(String text) {
        List<Line> lines = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(new Line(i + 1, line));
            }
        }
        return lines;
    }
}
