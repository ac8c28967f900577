package org.arbiter.law.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;

/**
 * jackson-core's errors told in the contract's words: the column where the text went wrong (as
 * {@code column N}, counted over the whole text) and a reason a person can act on. The reason is
 * decided from what Jackson says without words: the exception's type, the place it names, the
 * parser's state there (the open array or object, the last whole token, the field being named)
 * and the characters of the text at that place. Jackson's message is never read, so that its
 * wording, which changes between versions, cannot change the contract's.
 *
 * <p>jackson-core 2.21 throws one type, {@code JsonParseException}, for nearly every fault of
 * grammar: a bad escape, a control character, a misspelt literal, a number cut short, a missing
 * colon or comma, a field given twice, and some ends of the text. Its subtypes tell a whole number
 * beyond a {@code long} ({@link InputCoercionException}), most ends of the text
 * ({@link JsonEOFException}) and a limit passed ({@link StreamConstraintsException}, one type for
 * the nesting limit and a number's length, told apart by the parser's depth). The rest is told by
 * the place: inside a string or not (the quotes before it), the character after a backslash, the
 * number standing at a value's place checked against RFC 8259's grammar, a word of JavaScript
 * ({@code NaN}, {@code Infinity}), which Jackson names where it ends while it names any other word
 * where it starts, and a duplicate field, which has no type of its own: it is the one fault named
 * just after a field name's closing quote before the name is given as a token.
 */
final class JsonReasons {
    private static final String NUMBER_CHARS = "+-.eE0123456789";
    private static final String HEX_DIGITS = "0123456789abcdefABCDEF";
    private static final String WHOLE_TOO_LARGE = "the whole number is too large";

    private final String text;

    private JsonReasons(String text) {
        this.text = text;
    }

    /** The error {@code e}, met by {@code parser} reading {@code text}, in the project's words. */
    static JsonError of(String text, JsonProcessingException e, JsonParser parser) {
        // a limit passed is thrown without a place: the parser stands where it stopped
        JsonLocation at = e.getLocation() != null && e.getLocation().getCharOffset() >= 0 ? e.getLocation()
                : parser.currentLocation();
        int offset = (int) Math.min(Math.max(at.getCharOffset(), 0), text.length());
        return new JsonReasons(text).reason(e, offset, parser);
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

    private JsonError reason(JsonProcessingException e, int offset, JsonParser parser) {
        JsonStreamContext context = parser.getParsingContext();
        if (e instanceof StreamConstraintsException) {
            // the depth is checked as a level opens, so the parser already stands one level too deep
            return context.getNestingDepth() > Json.MAX_DEPTH
                    ? new JsonError(offset, "arrays and objects nest deeper than " + Json.MAX_DEPTH + " levels")
                    : tooLong(offset);
        }
        if (e instanceof InputCoercionException) {
            // a whole number read as a long that does not fit one, named where its token starts
            return tooLarge((int) parser.currentTokenLocation().getCharOffset());
        }
        if (insideString(offset)) {
            return e instanceof JsonEOFException ? unclosed(offset) : inString(offset);
        }
        if (isDuplicate(e, offset, parser)) {
            return duplicate(context.getCurrentName(), offset);
        }
        if (offset > 0 && isControl(text.charAt(offset - 1))) {
            // a control character between tokens is named with the place after it
            return expected(offset - 1, parser);
        }
        int start = javaScriptWordStart(offset);
        int number = numberStart(start);
        NumberFault fault = isValuePlace(number, context) ? NumberFault.of(numberAt(number)) : null;
        return fault != null ? number(number, fault) : expected(start, parser);
    }

    /**
     * Whether a value may start at {@code offset}: first in the text, or after '[', ',' in an array
     * or ':', and not inside a string (a field name may hold a colon and digits).
     */
    private boolean isValuePlace(int offset, JsonStreamContext context) {
        if (insideString(offset)) {
            return false;
        }
        int before = lastBefore(offset);
        char last = before < 0 ? '\0' : text.charAt(before);
        return context.inArray() ? last == '[' || last == ',' : context.inObject() ? last == ':' : before < 0;
    }

    /**
     * Whether the fault is a field named twice in one object: Jackson checks the name as it closes,
     * so it names the place just after the name's closing quote, before any colon is read, and no
     * field-name token has been given yet.
     */
    private boolean isDuplicate(JsonProcessingException e, int offset, JsonParser parser) {
        return !(e instanceof JsonEOFException) && parser.getParsingContext().inObject()
                && parser.currentToken() != JsonToken.FIELD_NAME && offset > 0 && text.charAt(offset - 1) == '"'
                && parser.currentLocation().getCharOffset() == offset;
    }

    /**
     * Where a word of JavaScript ({@code NaN}, {@code Infinity}, signed or not) that ends at
     * {@code offset} starts: Jackson names such a word where it ends; any other place is kept.
     */
    private int javaScriptWordStart(int offset) {
        for (String word : new String[] {"NaN", "Infinity"}) {
            int start = offset - word.length();
            if (start >= 0 && text.startsWith(word, start)) {
                return start > 0 && (text.charAt(start - 1) == '-' || text.charAt(start - 1) == '+') ? start - 1 : start;
            }
        }
        return offset;
    }

    /**
     * What the grammar expected at {@code offset}, where a structural character or the end was
     * wrong: a value, a field name, the colon after one, or a comma or the closing bracket.
     */
    private JsonError expected(int offset, JsonParser parser) {
        JsonStreamContext context = parser.getParsingContext();
        int before = lastBefore(offset);
        char last = before < 0 ? '\0' : text.charAt(before);
        if (context.inArray()) {
            return last == '[' || last == ',' ? value(offset, parser) : new JsonError(offset + 1, "expected ',' or ']' in an array");
        }
        if (context.inObject()) {
            if (last == '{' || last == ',') {
                return new JsonError(offset + 1, "expected a quoted field name");
            }
            if (last == ':') {
                return value(offset, parser);
            }
            if (last == '"' && parser.currentToken() == JsonToken.FIELD_NAME) {
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
        return value(offset, parser);
    }

    /**
     * A value was expected at {@code offset}: the text ended there, or what stands there starts
     * none. A literal that stands there ran into more letters ({@code truex}), so the fault is the
     * letter after it; a word that only starts like one ({@code tru}) is named whole.
     */
    private JsonError value(int offset, JsonParser parser) {
        if (offset >= text.length()) {
            return new JsonError(offset + 1, "the text ends where a value was expected");
        }
        for (String literal : new String[] {"true", "false", "null"}) {
            if (text.startsWith(literal, offset)) {
                return expected(offset + literal.length(), parser);
            }
        }
        char c = text.charAt(offset);
        if (c != 't' && c != 'f' && c != 'n') {
            return new JsonError(offset + 1, "'" + c + "' cannot start a value");
        }
        int end = offset;
        while (end < text.length() && end - offset < 20 && Character.isLetterOrDigit(text.charAt(end))) {
            end++;
        }
        return new JsonError(offset + 1, "'" + text.substring(offset, Math.max(end, offset + 1)) + "' is not a JSON value");
    }

    /** A number against RFC 8259's grammar, named from its first character. */
    private JsonError number(int start, NumberFault fault) {
        if (fault == NumberFault.PLUS) {
            return new JsonError(start + 1, fault.reason());
        }
        return new JsonError(start + 1, "'" + numberAt(start) + "' is not a number: " + fault.reason());
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
    private JsonError duplicate(String name, int offset) {
        int colon = skipSpace(offset);
        if (colon >= text.length() || text.charAt(colon) != ':') {
            return new JsonError(colon + 1, "expected ':' after field \"" + name + "\"");
        }
        return new JsonError(skipSpace(colon + 1) + 1, name, "field \"" + name + "\" appears twice");
    }

    /** The text ends inside a string: in an escape begun at its end, or with the string open. */
    private JsonError unclosed(int end) {
        if (end > 0 && text.charAt(end - 1) == '\\' && !isEscaped(end - 1)) {
            return new JsonError(end + 1, "the text ends inside an escape");
        }
        int escape = openUnicodeEscape(end);
        return escape >= 0 ? new JsonError(escape + 3, "a \\u escape needs four hex digits")
                : new JsonError(end + 1, "a string is not closed");
    }

    /**
     * A fault at {@code offset} inside a string: the letter after a backslash names no escape, a
     * {@code \\u} escape meets a character that is no hex digit (Jackson names that character,
     * the escape is named just after its letter, as the reader stops there), or a control character.
     */
    private JsonError inString(int offset) {
        if (offset > 0 && offset < text.length() && text.charAt(offset - 1) == '\\' && !isEscaped(offset - 1)) {
            return new JsonError(offset + 2, "unknown escape \\" + text.charAt(offset));
        }
        int escape = openUnicodeEscape(offset);
        return escape >= 0 ? new JsonError(escape + 3, "a \\u escape needs four hex digits")
                : new JsonError(offset + 1, "a control character inside a string");
    }

    /** The backslash of a {@code \\u} escape whose hex digits run up to {@code offset}, or -1. */
    private int openUnicodeEscape(int offset) {
        for (int k = offset - 2; k >= Math.max(0, offset - 5); k--) {
            if (text.charAt(k) == '\\' && text.charAt(k + 1) == 'u' && !isEscaped(k)) {
                return text.substring(k + 2, offset).chars().allMatch(c -> HEX_DIGITS.indexOf(c) >= 0) ? k : -1;
            }
        }
        return -1;
    }

    /**
     * Whether {@code offset} lies inside a string: Jackson read the text before it as JSON, where
     * a quote that is not escaped opens or closes a string, so an odd number of them stand before.
     */
    private boolean insideString(int offset) {
        boolean inside = false;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '"' && !isEscaped(i)) {
                inside = !inside;
            }
        }
        return inside;
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

    private static boolean isControl(char c) {
        return c < 0x20 && !isSpace(c);
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
}
