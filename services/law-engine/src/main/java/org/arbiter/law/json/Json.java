package org.arbiter.law.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON text into plain Java values: {@code Map<String,Object>} (insertion ordered),
 * {@code List<Object>}, {@code String}, {@code Long} or {@code Double}, {@code Boolean} and
 * {@code null}. Writes the same values back. Numbers follow the grammar of RFC 8259, and
 * arrays and objects nest at most {@link #MAX_DEPTH} deep, so that a hostile line is an error
 * and never exhausts the stack.
 */
public final class Json {
    /** How deep arrays and objects may nest: far deeper than any line of the contract. */
    public static final int MAX_DEPTH = 64;

    private final String text;
    private int pos;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /** Parses a complete JSON text; anything after the value other than white space is an error. */
    public static Object parse(String text) {
        Json p = new Json(text);
        p.skipSpace();
        Object value = p.value();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.pos) + "' after the value");
        }
        return value;
    }

    private JsonError error(String reason) {
        return new JsonError(pos + 1, reason);
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                return;
            }
            pos++;
        }
    }

    private Object value() {
        if (pos >= text.length()) {
            throw error("the text ends where a value was expected");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("'" + c + "' cannot start a value");
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            int end = pos;
            while (end < text.length() && end - pos < 20 && Character.isLetterOrDigit(text.charAt(end))) {
                end++;
            }
            throw error("'" + text.substring(pos, Math.max(end, pos + 1)) + "' is not a JSON value");
        }
        pos += word.length();
        return value;
    }

    /** Enters an array or object, refusing to go deeper than {@link #MAX_DEPTH}. */
    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("arrays and objects nest deeper than " + MAX_DEPTH + " levels");
        }
    }

    private Map<String, Object> object() {
        enter();
        Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            depth--;
            return map;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a quoted field name");
            }
            String key = string();
            skipSpace();
            if (peek() != ':') {
                throw error("expected ':' after field \"" + key + "\"");
            }
            pos++;
            skipSpace();
            if (map.containsKey(key)) {
                throw error("field \"" + key + "\" appears twice");
            }
            map.put(key, value());
            skipSpace();
            char c = peek();
            pos++;
            if (c == '}') {
                depth--;
                return map;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}' in an object");
            }
        }
    }

    private List<Object> array() {
        enter();
        List<Object> list = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            depth--;
            return list;
        }
        while (true) {
            skipSpace();
            list.add(value());
            skipSpace();
            char c = peek();
            pos++;
            if (c == ']') {
                depth--;
                return list;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private String string() {
        pos++;
        StringBuilder sb = null;
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '"') {
                String s = sb == null ? text.substring(start, pos) : sb.append(text, start, pos).toString();
                pos++;
                return s;
            }
            if (c == '\\') {
                if (sb == null) {
                    sb = new StringBuilder();
                }
                sb.append(text, start, pos);
                pos++;
                sb.append(escape());
                start = pos;
                continue;
            }
            if (c < 0x20) {
                throw error("a control character inside a string");
            }
            pos++;
        }
        throw error("a string is not closed");
    }

    private char escape() {
        if (pos >= text.length()) {
            throw error("the text ends inside an escape");
        }
        char c = text.charAt(pos++);
        switch (c) {
            case '"': return '"';
            case '\\': return '\\';
            case '/': return '/';
            case 'b': return '\b';
            case 'f': return '\f';
            case 'n': return '\n';
            case 'r': return '\r';
            case 't': return '\t';
            case 'u':
                if (pos + 4 > text.length()) {
                    throw error("a \\u escape needs four hex digits");
                }
                try {
                    char u = (char) Integer.parseInt(text.substring(pos, pos + 4), 16);
                    pos += 4;
                    return u;
                } catch (NumberFormatException e) {
                    throw error("a \\u escape needs four hex digits");
                }
            default:
                throw error("unknown escape \\" + c);
        }
    }

    /**
     * RFC 8259: {@code number = [ minus ] int [ frac ] [ exp ]}, {@code int = zero / ( digit1-9 *DIGIT )},
     * {@code frac = decimal-point 1*DIGIT}, {@code exp = e [ minus / plus ] 1*DIGIT}.
     */
    private Object number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
            if (isDigit(peek())) {
                throw numberError(start, "a number does not start with 0 followed by more digits");
            }
        } else if (!digits()) {
            throw numberError(start, "a digit must follow '-'");
        }
        boolean whole = true;
        if (peek() == '.') {
            pos++;
            whole = false;
            if (!digits()) {
                throw numberError(start, "a digit must follow the decimal point");
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            whole = false;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!digits()) {
                throw numberError(start, "the exponent needs a digit");
            }
        }
        String n = text.substring(start, pos);
        if (!whole) {
            return Double.parseDouble(n);
        }
        try {
            return Long.parseLong(n);
        } catch (NumberFormatException e) {
            throw numberError(start, "the whole number is too large");
        }
    }

    /** Reads one or more digits; false when there is none. */
    private boolean digits() {
        int from = pos;
        while (isDigit(peek())) {
            pos++;
        }
        return pos > from;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private JsonError numberError(int start, String reason) {
        int end = pos;
        while (end < text.length() && "+-.eE0123456789".indexOf(text.charAt(end)) >= 0) {
            end++;
        }
        String n = text.substring(start, end);
        pos = start;
        return error("'" + n + "' is not a number: " + reason);
    }

    /** Writes plain values (as {@link #parse} returns them, plus records of them) as compact JSON. */
    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object value) {
        if (value == null) {
            sb.append("null");
        } else if (value instanceof String s) {
            quote(sb, s);
        } else if (value instanceof Number || value instanceof Boolean) {
            sb.append(value);
        } else if (value instanceof Map<?, ?> map) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                quote(sb, String.valueOf(e.getKey()));
                sb.append(':');
                write(sb, e.getValue());
            }
            sb.append('}');
        } else if (value instanceof Iterable<?> list) {
            sb.append('[');
            boolean first = true;
            for (Object o : list) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                write(sb, o);
            }
            sb.append(']');
        } else {
            quote(sb, value.toString());
        }
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        sb.append('"');
    }
}
