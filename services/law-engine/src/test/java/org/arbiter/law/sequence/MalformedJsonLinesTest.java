package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A line that is not JSON is refused naming its line as it stands in the file, no field, and the
 * column and reason in the contract's words (never the JSON library's own), whatever is wrong.
 */
class MalformedJsonLinesTest {
    /** The bad line stands fourth: after the header, a comment and a good act. */
    private static final String BEFORE = "{\"header\":{\"code\":\"fide-2023\"}}\n# the game\n"
            + "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n";

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "a truncated object | {\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\""
                    + " | column 39: expected ',' or '}' in an object",
            "a truncated string | {\"act\":\"move\",\"by\":\"black\",\"move\":\"e5"
                    + " | column 38: a string is not closed",
            "a line cut after a colon | {\"act\":\"move\",\"by\":"
                    + " | column 20: the text ends where a value was expected",
            "trailing garbage | {\"act\":\"resign\",\"by\":\"black\"} x"
                    + " | column 31: unexpected 'x' after the value",
            "two objects on one line | {\"act\":\"resign\",\"by\":\"black\"}{\"act\":\"resign\",\"by\":\"white\"}"
                    + " | column 30: unexpected '{' after the value",
            "a missing colon | {\"act\" \"resign\",\"by\":\"black\"}"
                    + " | column 8: expected ':' after field \"act\"",
            "an unknown escape | {\"act\":\"resign\",\"by\":\"bl\\qack\"}"
                    + " | column 27: unknown escape \\q",
            "a number too large | {\"act\":\"resign\",\"by\":\"black\",\"at\":99999999999999999999}"
                    + " | column 35: '99999999999999999999' is not a number: the whole number is too large",
            "a word of JavaScript | {\"act\":\"resign\",\"by\":\"black\",\"at\":NaN}"
                    + " | column 35: 'N' cannot start a value",
            "leading zeroes | {\"act\":\"resign\",\"by\":\"black\",\"at\":012}"
                    + " | column 35: '012' is not a number: a number does not start with 0 followed by more digits",
            "no digit after the sign | {\"act\":\"resign\",\"by\":\"black\",\"at\":-.5}"
                    + " | column 35: '-.5' is not a number: a digit must follow '-'",
            "no digit after the point | {\"act\":\"resign\",\"by\":\"black\",\"at\":1.}"
                    + " | column 35: '1.' is not a number: a digit must follow the decimal point",
            "a misspelt literal | {\"act\":\"resign\",\"by\":\"black\",\"at\":tru}"
                    + " | column 35: 'tru' is not a JSON value",
    })
    void aLineThatIsNotJsonNamesItsLineColumnAndReason(String what, String line, String reason) {
        SequenceError e = error(BEFORE + line + "\n");

        assertThat(e.line()).as(what).isEqualTo(4);
        assertThat(e.field()).isNull();
        assertThat(e.reason()).isEqualTo("not JSON: " + reason);
        assertThat(e.getMessage()).isEqualTo("line 4: not JSON: " + reason);
    }

    /** The one field of a line that is at fault is named, as the service names it (one reader of the contract). */
    @Test
    void aFieldGivenTwiceIsNamed() {
        SequenceError e = error(BEFORE + "{\"act\":\"resign\",\"by\":\"black\",\"by\":\"white\"}\n");

        assertThat(e.line()).isEqualTo(4);
        assertThat(e.field()).isEqualTo("by");
        assertThat(e.getMessage()).isEqualTo("line 4, field \"by\": not JSON: column 35: field \"by\" appears twice");
    }

    @ParameterizedTest(name = "nested {0} deep")
    @CsvSource({"65", "1000", "20000"})
    void deepNestingIsRefusedAtTheLevelPastTheLimit(int depth) {
        String prefix = "{\"act\":\"resign\",\"by\":\"black\",\"at\":";
        String line = prefix + "[".repeat(depth) + "]".repeat(depth) + "}";

        SequenceError e = error(BEFORE + line + "\n");

        // the object is the first level: the 64th bracket is the 65th level
        int column = prefix.length() + 64;
        assertThat(e.line()).isEqualTo(4);
        assertThat(e.reason()).isEqualTo("not JSON: column " + column + ": arrays and objects nest deeper than 64 levels");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "a string where a whole number belongs | {\"act\":\"appeal\",\"by\":\"black\",\"ruling\":\"three\",\"grounds\":\"g\"}"
                    + " | ruling | expected a whole number, found the string \"three\"",
            "a fraction where a whole number belongs | {\"act\":\"appeal\",\"by\":\"black\",\"ruling\":2.5,\"grounds\":\"g\"}"
                    + " | ruling | expected a whole number, found 2.5",
            "a number where a square belongs | {\"act\":\"touch\",\"by\":\"black\",\"square\":55}"
                    + " | square | expected a string, found 55",
            "a number beyond a double's range | {\"act\":\"resign\",\"by\":\"black\",\"at\":1e999}"
                    + " | at | expected seconds or an ISO-8601 duration, found Infinity",
    })
    void aValueOfTheWrongKindNamesItsField(String what, String line, String field, String reason) {
        SequenceError e = error(BEFORE + line + "\n");

        assertThat(e.line()).as(what).isEqualTo(4);
        assertThat(e.field()).isEqualTo(field);
        assertThat(e.reason()).isEqualTo(reason);
    }

    private static SequenceError error(String jsonl) {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> ContestedSequence.parse(jsonl));
        assertThat(e).as("the sequence is refused").isNotNull();
        return e;
    }
}
