package org.arbiter.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON this module reads (a header, a line of board fields) and writes back: objects,
 * arrays, strings, numbers, booleans and null. The module stays free of libraries.
 */
final class Json {
    /** Bad JSON, with the character position where reading stopped. */
    static final class Malformed extends IllegalArgumentException {
        Malformed(String text, int at, String reason) {
            super(reason + " at character " + (at + 1) + " of " + (text.length() > 60 ? text.substring(0, 60) + "..." : text));
        }
    }

    private final String text;
    private int i;

    private Json(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        Json j = new Json(text);
        j.blank();
        Object v = j.value();
        j.blank();
        if (j.i < text.length()) {
            throw new Malformed(text, j.i, "unexpected text after the value");
        }
        return v;
    }

    private Object value() {
        if (i >= text.length()) {
            throw new Malformed(text, i, "a value is missing");
        }
        char c = text.charAt(i);
        if (c == '{') {
            return object();
        }
        if (c == '[') {
            return array();
        }
        if (c == '"') {
            return string();
        }
        if (text.startsWith("true", i)) {
            i += 4;
            return Boolean.TRUE;
        }
        if (text.startsWith("false", i)) {
            i += 5;
            return Boolean.FALSE;
        }
        if (text.startsWith("null", i)) {
            i += 4;
            return null;
        }
        return number();
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        blank();
        if (peek() == '}') {
            i++;
            return m;
        }
        while (true) {
            blank();
            if (peek() != '"') {
                throw new Malformed(text, i, "expected a field name in quotes");
            }
            String key = string();
            blank();
            expect(':');
            blank();
            m.put(key, value());
            blank();
            if (peek() == ',') {
                i++;
            } else {
                expect('}');
                return m;
            }
        }
    }

    private List<Object> array() {
        List<Object> l = new ArrayList<>();
        i++;
        blank();
        if (peek() == ']') {
            i++;
            return l;
        }
        while (true) {
            blank();
            l.add(value());
            blank();
            if (peek() == ',') {
                i++;
            } else {
                expect(']');
                return l;
            }
        }
    }

    private String string() {
        StringBuilder sb = new StringBuilder();
        i++;
        while (i < text.length()) {
            char c = text.charAt(i++);
            if (c == '"') {
                return sb.toString();
            }
            if (c == '\\') {
                if (i >= text.length()) {
                    break;
                }
                char e = text.charAt(i++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        if (i + 4 > text.length()) {
                            throw new Malformed(text, i, "a \\u escape needs four hex digits");
                        }
                        sb.append((char) Integer.parseInt(text.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
        throw new Malformed(text, i, "a string is not closed");
    }

    private Number number() {
        int from = i;
        while (i < text.length() && "+-0123456789.eE".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        String n = text.substring(from, i);
        try {
            if (n.matches("-?\\d{1,18}")) {
                return Long.parseLong(n);
            }
            return Double.parseDouble(n);
        } catch (NumberFormatException e) {
            throw new Malformed(text, from, "expected a value");
        }
    }

    private char peek() {
        return i < text.length() ? text.charAt(i) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw new Malformed(text, i, "expected '" + c + "'");
        }
        i++;
    }

    private void blank() {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
    }

    /** The value written back as compact JSON. */
    static String write(Object v) {
        StringBuilder sb = new StringBuilder();
        write(v, sb);
        return sb.toString();
    }

    private static void write(Object v, StringBuilder sb) {
        if (v instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(first ? "" : ", ");
                first = false;
                quote(String.valueOf(e.getKey()), sb);
                sb.append(": ");
                write(e.getValue(), sb);
            }
            sb.append('}');
        } else if (v instanceof List<?> l) {
            sb.append('[');
            for (int k = 0; k < l.size(); k++) {
                sb.append(k == 0 ? "" : ", ");
                write(l.get(k), sb);
            }
            sb.append(']');
        } else if (v instanceof String s) {
            quote(s, sb);
        } else {
            sb.append(v);
        }
    }

    private static void quote(String s, StringBuilder sb) {
        sb.append('"');
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
