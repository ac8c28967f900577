package org.arbiter.law.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every reason the reader gives stays word for word, column for column: {@code malformed-lines.tsv}
 * holds 3,614 malformed texts with the message the reader gave each when its reasons were still
 * read from jackson-core's messages (issue 47), so that deciding them from Jackson's exception
 * types and locations changes no word. The texts are hand-written faults (strings, escapes,
 * numbers, literals, words of JavaScript, control characters, nesting, duplicate fields, missing
 * colons and commas, trailing text, an empty line, a byte-order mark), three valid lines cut at
 * every position, and two valid lines with each character deleted, replaced or preceded by one of
 * nineteen others, and six that random edits of valid lines found worded apart while reasons were
 * rewritten (a literal run into a letter after a field name; a field name holding a colon and a
 * number). A row is {@code text TAB message}, each with a backslash, a tab, a line break and
 * any other character outside printable ASCII escaped as in a Java string literal.
 */
class MalformedLinesTableTest {
    private static final int ROWS = 3_614;

    @Test
    void everyMalformedTextKeepsItsColumnAndReason() throws IOException {
        List<String> rows = rows();
        List<String> changed = new ArrayList<>();
        for (String row : rows) {
            int tab = row.indexOf('\t');
            String text = unescape(row.substring(0, tab));
            String message = unescape(row.substring(tab + 1));
            JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse(text));
            String now = e == null ? "(read as valid)" : e.getMessage();
            if (!now.equals(message)) {
                changed.add(row + "\n    now: " + now);
            }
        }

        assertThat(rows).hasSize(ROWS);
        assertThat(changed).as("rows whose message changed").isEmpty();
    }

    /** Whatever is wrong with a text, the reader answers with a value or a column inside it, never a crash. */
    @Test
    void randomEditsOfAValidLineGiveAValueOrAColumnInTheText() {
        String valid = "{\"a\":[0,-1.5e+2,\"s\\u00e9\\n\",true,false,null],\"b\":{\"c\":\"d\"}}";
        String alphabet = "{}[]:,\"\\-+.eE0159 \t\ntfnulNIy\u0001'x";
        Random random = new Random(47);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder text = new StringBuilder(valid);
            for (int edit = 0; edit < 1 + random.nextInt(3); edit++) {
                int at = random.nextInt(text.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.setCharAt(at, c);
                    default -> text.insert(at, c);
                }
            }
            String line = text.toString();
            JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse(line));

            assertThat(e == null ? 1 : e.column()).as(line).isBetween(1, line.length() + 1);
        }
    }

    private static List<String> rows() throws IOException {
        try (InputStream in = MalformedLinesTableTest.class.getResourceAsStream("/json/malformed-lines.tsv")) {
            String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return all.lines().toList();
        }
    }

    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 't' -> b.append('\t');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 'u' -> {
                    b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> b.append(n);
            }
        }
        return b.toString();
    }
}
