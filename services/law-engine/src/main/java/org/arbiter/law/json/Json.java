package org.arbiter.law.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON text into plain Java values: {@code Map<String,Object>} (insertion ordered),
 * {@code List<Object>}, {@code String}, {@code Long} or {@code Double}, {@code Boolean} and
 * {@code null}. Writes the same values back. jackson-core's streaming parser reads (RFC 8259,
 * duplicate fields refused), and its errors are told in the project's words by
 * {@link JsonReasons}; arrays and objects nest at most {@link #MAX_DEPTH} deep, so that a hostile
 * line is an error and never exhausts the stack.
 */
public final class Json {
    /** How deep arrays and objects may nest: far deeper than any line of the contract. */
    public static final int MAX_DEPTH = 64;

    /** How {@link #write(Object, Spacing)} lays out what it writes. */
    public enum Spacing {
        /** No space at all: {@code {"a":1,"b":[2,3]}}. */
        COMPACT,
        /** A space after each comma and colon, as the contract's examples are written: {@code {"a": 1, "b": [2, 3]}}. */
        SPACED
    }

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .build();

    private final String text;
    private final JsonParser parser;

    private Json(String text, JsonParser parser) {
        this.text = text;
        this.parser = parser;
    }

    /** Parses a complete JSON text; anything after the value other than white space is an error. */
    public static Object parse(String text) {
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                return new Json(text, parser).document();
            } catch (JsonProcessingException e) {
                throw JsonReasons.of(text, e, parser);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading a string cannot fail", e);
        }
    }

    private Object document() throws IOException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new JsonError(text.length() + 1, "the text ends where a value was expected");
        }
        Object value = value(first);
        // the parser is not asked for a next token, which would read a second value as valid
        JsonReasons.refuseTrailing(text, (int) parser.currentLocation().getCharOffset());
        return value;
    }

    private Object value(JsonToken token) throws IOException {
        return switch (token) {
            case START_OBJECT -> object();
            case START_ARRAY -> array();
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> whole();
            case VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw new IllegalStateException("the parser gave " + token + " where a value stands");
        };
    }

    private Map<String, Object> object() throws IOException {
        Map<String, Object> map = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            map.put(key, value(parser.nextToken()));
        }
        return map;
    }

    private List<Object> array() throws IOException {
        List<Object> list = new ArrayList<>();
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            list.add(value(token));
        }
        return list;
    }

    private Long whole() throws IOException {
        // one beyond a long is Jackson's InputCoercionException, worded by JsonReasons
        return parser.getLongValue();
    }

    /** Writes plain values (as {@link #parse} returns them, plus records of them) as compact JSON. */
    public static String write(Object value) {
        return write(value, Spacing.COMPACT);
    }

    /** Writes plain values as JSON laid out by {@code spacing}. */
    public static String write(Object value, Spacing spacing) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, spacing == Spacing.SPACED ? ", " : ",", spacing == Spacing.SPACED ? ": " : ":");
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object value, String comma, String colon) {
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
                    sb.append(comma);
                }
                first = false;
                quote(sb, String.valueOf(e.getKey()));
                sb.append(colon);
                write(sb, e.getValue(), comma, colon);
            }
            sb.append('}');
        } else if (value instanceof Iterable<?> list) {
            sb.append('[');
            boolean first = true;
            for (Object o : list) {
                if (!first) {
                    sb.append(comma);
                }
                first = false;
                write(sb, o, comma, colon);
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
