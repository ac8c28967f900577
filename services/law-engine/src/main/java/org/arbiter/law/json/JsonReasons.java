package org.arbiter.law.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;

/**
 * jackson-core's errors told in the contract's words: the column where the text went wrong (as
 * {@code column N}, counted over the whole text) and a reason a person can act on. Jackson says what
 * kind of fault it met and where; what was expected at that place is read from the text around it,
 * so that the same bad line gets the same message whatever the parser's own wording.
 */
final class JsonReasons {
    private static final String NUMBER_CHARS = "+-.eE0123456789";
    private static final String WHOLE_TOO_LARGE = "the whole number is too large";

    private final String text;

    private JsonReasons(String text) {
        this.text = text;
    }

    /** The error {@code e}, met by {@code parser} reading {@code text}, in the project's words. */
    static JsonError of(String text, JsonProcessingException e, JsonParser parser) {
        JsonLocation at = e.getLocation() != null && e.getLocation().getCharOffset() >= 0 ? e.getLocation()
                : parser.currentLocation();
        int offset = (int) Math.min(Math.max(at.getCharOffset(), 0), text.length());
        return new JsonReasons(text).reason(e, offset, parser.getParsingContext());
    }

    /** A whole number that does not fit in a {@code long}, starting at {@code offset} of {@code text}. */
    static JsonError tooLarge(String text, int offset) {
        return new JsonReasons(text).tooLarge(offset);
    }

    private JsonError tooLarge(int start) {
        return new JsonError(start + 1, "'" + numberAt(start) + "' is not a number: " + WHOLE_TOO_LARGE);
    }

    /** Refuses anything but white space from {@code offset} on, the end of the text's one value. */
    static void refuseTrailing(String text, int offset) {
        int at = new JsonReasons(text).skipSpace(offset);
        if (at < text.length()) {
            throw new JsonError(at + 1, "unexpected '" + text.charAt(at) + "' after the value");
        }
    }

    private JsonError reason(JsonProcessingException e, int offset, JsonStreamContext context) {
        String message = e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            return message.contains("nesting depth")
                    ? new JsonError(offset, "arrays and objects nest deeper than " + Json.MAX_DEPTH + " levels")
                    : tooLong(offset);
        }
        if (message.startsWith("Duplicate field")) {
            return duplicate(context.getCurrentName(), offset, context);
        }
        if (message.contains("closing quote") || message.contains("in field name")) {
            return new JsonError(offset + 1, "a string is not closed");
        }
        if (message.contains("character escape") || message.contains("hex-digit")) {
            return escape(offset, message);
        }
        if (message.startsWith("Illegal unquoted character")) {
            return new JsonError(offset + 1, "a control character inside a string");
        }
        if (message.startsWith("Illegal character")) {
            // a control character between tokens is named with the place after it
            return expected(offset - 1, context);
        }
        if (message.startsWith("Non-standard token") || message.startsWith("Unrecognized token")) {
            return word(quoted(message), offset, context, message);
        }
        if (isNumberFault(message)) {
            return number(numberStart(offset), message);
        }
        return expected(offset, context);
    }

    private static boolean isNumberFault(String message) {
        return message.contains("numeric value") || message.contains("Number value") || message.contains("following sign")
                || message.contains("number exponent") || message.contains("Decimal point")
                || message.contains("Leading zeroes");
    }

    /**
     * A token that is no value: a misspelt literal ({@code tru}), a literal run into more letters
     * ({@code truex}: the literal, then an unexpected letter), a word of JavaScript ({@code NaN},
     * {@code -Infinity}), or any other character that cannot start a value.
     */
    private JsonError word(String token, int offset, JsonStreamContext context, String message) {
        int start = message.startsWith("Non-standard token") ? Math.max(0, offset - token.length()) : offset;
        char c = start < text.length() ? text.charAt(start) : ' ';
        if (c == '-') {
            return number(start, "sign");
        }
        for (String literal : new String[] {"true", "false", "null"}) {
            if (text.startsWith(literal, start)) {
                return expected(start + literal.length(), context);
            }
        }
        if (c != 't' && c != 'f' && c != 'n') {
            return new JsonError(start + 1, "'" + c + "' cannot start a value");
        }
        int end = start;
        while (end < text.length() && end - start < 20 && Character.isLetterOrDigit(text.charAt(end))) {
            end++;
        }
        return new JsonError(start + 1, "'" + text.substring(start, Math.max(end, start + 1)) + "' is not a JSON value");
    }

    /**
     * What the grammar expected at {@code offset}, where a structural character or the end was
     * wrong: a value, a field name, the colon after one, or a comma or the closing bracket.
     */
    private JsonError expected(int offset, JsonStreamContext context) {
        int before = lastBefore(offset);
        char last = before < 0 ? '\0' : text.charAt(before);
        if (offset > 0 && offset <= text.length() && text.charAt(offset - 1) == '-') {
            return number(offset - 1, "sign");
        }
        if (context.inArray()) {
            return last == '[' || last == ',' ? value(offset) : new JsonError(offset + 1, "expected ',' or ']' in an array");
        }
        if (context.inObject()) {
            if (last == '{' || last == ',') {
                return new JsonError(offset + 1, "expected a quoted field name");
            }
            if (last == ':') {
                return value(offset);
            }
            if (last == '"' && isFieldName(before)) {
                return new JsonError(offset + 1, "expected ':' after field \"" + context.getCurrentName() + "\"");
            }
            return new JsonError(offset + 1, "expected ',' or '}' in an object");
        }
        if (before >= 0 && offset < text.length()) {
            int number = numberStart(before + 1);
            if (number <= before && isTooLarge(text.substring(number, before + 1))) {
                // the value is read before what follows it, and a number too large is its own fault
                return tooLarge(number);
            }
            return new JsonError(offset + 1, "unexpected '" + text.charAt(offset) + "' after the value");
        }
        return value(offset);
    }

    /** A value was expected at {@code offset}: the text ended there, or what stands there starts none. */
    private JsonError value(int offset) {
        if (offset >= text.length()) {
            return new JsonError(offset + 1, "the text ends where a value was expected");
        }
        return new JsonError(offset + 1, "'" + text.charAt(offset) + "' cannot start a value");
    }

    /** A number against RFC 8259's grammar, named from its first character. */
    private JsonError number(int start, String message) {
        if (start < text.length() && text.charAt(start) == '+') {
            return new JsonError(start + 1, "'+' cannot start a value");
        }
        String reason = message.contains("Leading zeroes") ? "a number does not start with 0 followed by more digits"
                : message.contains("Decimal point") ? "a digit must follow the decimal point"
                : message.contains("xponent") ? "the exponent needs a digit"
                : "a digit must follow '-'";
        return new JsonError(start + 1, "'" + numberAt(start) + "' is not a number: " + reason);
    }

    /** A number longer than jackson-core reads (1,000 digits), which no line of the contract needs. */
    private JsonError tooLong(int offset) {
        int start = numberStart(offset);
        String number = numberAt(start);
        boolean whole = number.chars().noneMatch(c -> c == '.' || c == 'e' || c == 'E');
        return new JsonError(start + 1, "'" + number + "' is not a number: "
                + (whole ? WHOLE_TOO_LARGE : "it has more digits than the " + StreamReadConstraints.DEFAULT_MAX_NUM_LEN + " read"));
    }

    /** A field named twice in one object: named where its second value starts. */
    private JsonError duplicate(String name, int offset, JsonStreamContext context) {
        int colon = skipSpace(offset);
        if (colon >= text.length() || text.charAt(colon) != ':') {
            return new JsonError(colon + 1, "expected ':' after field \"" + name + "\"");
        }
        return new JsonError(skipSpace(colon + 1) + 1, name, "field \"" + name + "\" appears twice");
    }

    /**
     * A bad escape in a string: named just after its letter, as the reader stops there. Jackson
     * names the place of the fault, which in a {@code \\u} escape may be any of its four digits.
     */
    private JsonError escape(int offset, String message) {
        int backslash = text.lastIndexOf('\\', Math.min(offset, text.length() - 1));
        if (message.contains("hex-digit") || message.contains("end-of-input")) {
            for (int k = Math.min(offset - 1, text.length() - 2); k >= Math.max(0, offset - 5); k--) {
                if (text.charAt(k) == '\\' && text.charAt(k + 1) == 'u' && !isEscaped(k)) {
                    backslash = k;
                    break;
                }
            }
        }
        if (backslash + 1 >= text.length()) {
            return new JsonError(backslash + 2, "the text ends inside an escape");
        }
        char letter = text.charAt(backslash + 1);
        return new JsonError(backslash + 3, letter == 'u' ? "a \\u escape needs four hex digits" : "unknown escape \\" + letter);
    }

    /**
     * Where the number ends at or just before {@code offset} begins: Jackson names the character
     * that broke the number, or the one after it.
     */
    private int numberStart(int offset) {
        int start = Math.min(offset, text.length());
        if (start >= 2 && !isNumberChar(text.charAt(start - 1)) && isNumberChar(text.charAt(start - 2))) {
            start--;
        }
        while (start > 0 && isNumberChar(text.charAt(start - 1))) {
            start--;
        }
        return start;
    }

    private String numberAt(int start) {
        int end = start;
        while (end < text.length() && isNumberChar(text.charAt(end))) {
            end++;
        }
        return text.substring(start, end);
    }

    private static boolean isTooLarge(String number) {
        if (!number.matches("-?[0-9]+")) {
            return false;
        }
        try {
            Long.parseLong(number);
            return false;
        } catch (NumberFormatException e) {
            return true;
        }
    }

    private static boolean isNumberChar(char c) {
        return NUMBER_CHARS.indexOf(c) >= 0;
    }

    /**
     * Whether the string that ends with the quote at {@code close} is a field name: in an object, a
     * string that follows the opening brace or a comma.
     */
    private boolean isFieldName(int close) {
        int open = close - 1;
        while (open >= 0 && (text.charAt(open) != '"' || isEscaped(open))) {
            open--;
        }
        int before = lastBefore(open);
        return open >= 0 && (before < 0 || text.charAt(before) == '{' || text.charAt(before) == ',');
    }

    /** Whether the character at {@code at} follows an odd number of backslashes. */
    private boolean isEscaped(int at) {
        int backslashes = 0;
        for (int i = at - 1; i >= 0 && text.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    /** The index of the last character before {@code offset} that is not white space, or -1. */
    private int lastBefore(int offset) {
        int i = Math.min(offset, text.length()) - 1;
        while (i >= 0 && isSpace(text.charAt(i))) {
            i--;
        }
        return i;
    }

    private int skipSpace(int offset) {
        int i = offset;
        while (i < text.length() && isSpace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    /** The text between the first pair of single quotes in Jackson's message: the token it met. */
    private static String quoted(String message) {
        int open = message.indexOf('\'');
        int close = message.indexOf('\'', open + 1);
        return open < 0 || close < 0 ? "" : message.substring(open + 1, close);
    }
}
