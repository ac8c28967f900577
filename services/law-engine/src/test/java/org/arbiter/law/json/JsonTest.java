package org.arbiter.law.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The JSON reader over jackson-core: RFC 8259 numbers, a nesting limit instead of a stack overflow,
 * and every fault told in the project's words with its column.
 */
class JsonTest {

    @ParameterizedTest(name = "{0} is refused: {1}")
    @CsvSource(delimiter = '|', value = {
            "-.5 | '-.5' is not a number: a digit must follow '-'",
            "1.  | '1.' is not a number: a digit must follow the decimal point",
            "01  | '01' is not a number: a number does not start with 0 followed by more digits",
            "+1  | '+' cannot start a value",
            "1e  | '1e' is not a number: the exponent needs a digit",
            "1e+ | '1e+' is not a number: the exponent needs a digit",
            "-   | '-' is not a number: a digit must follow '-'",
            ".5  | '.' cannot start a value",
            "99999999999999999999 | '99999999999999999999' is not a number: the whole number is too large",
    })
    void numbersOutsideTheGrammarAreRefusedWithTheReason(String text, String reason) {
        JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse(text));

        assertThat(e).isNotNull();
        assertThat(e.getMessage()).isEqualTo("column 1: " + reason);
    }

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = '|', value = {
            "0      | 0",
            "-0     | 0",
            "12     | 12",
            "-7     | -7",
            "0.5    | 0.5",
            "-0.5   | -0.5",
            "1e3    | 1000.0",
            "1E-2   | 0.01",
            "2.5e+1 | 25.0",
    })
    void numbersOfTheGrammarAreRead(String text, String value) {
        assertThat(String.valueOf(Json.parse(text))).isEqualTo(value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[", "{\"a\":"})
    void deepNestingIsAnErrorNamingTheLimitNotAStackOverflow(String opener) {
        String deep = opener.repeat(50_000);

        JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse(deep));

        assertThat(e).isNotNull();
        assertThat(e.getMessage()).contains("nest deeper than 64 levels");
    }

    @Test
    void sixtyFourLevelsAreRead() {
        Object value = Json.parse("[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH));

        assertThat(value).isInstanceOf(List.class);
        assertThat(catchThrowableOfType(JsonError.class,
                () -> Json.parse("[".repeat(Json.MAX_DEPTH + 1) + "]".repeat(Json.MAX_DEPTH + 1)))).isNotNull();
    }

    @Test
    void aWordThatIsNoLiteralIsNamed() {
        JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse("this is not JSON"));

        assertThat(e.getMessage()).isEqualTo("column 1: 'this' is not a JSON value");
    }

    @ParameterizedTest(name = "{0} is refused: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "[1,]           | column 4: ']' cannot start a value",
            "[1 2]          | column 4: expected ',' or ']' in an array",
            "{\"a\":1,}     | column 8: expected a quoted field name",
            "{a:1}          | column 2: expected a quoted field name",
            "'a'            | column 1: ''' cannot start a value",
            "\"a\\u12zz\"   | column 5: a \\u escape needs four hex digits",
            "\"a\\u-012\"   | column 5: a \\u escape needs four hex digits",
            "\"a\\          | column 4: the text ends inside an escape",
            "[1}            | column 3: expected ',' or ']' in an array",
            "{\"a\":1]      | column 7: expected ',' or '}' in an object",
            "truex          | column 5: unexpected 'x' after the value",
            "-Infinity      | column 1: '-' is not a number: a digit must follow '-'",
            "12abc          | column 3: unexpected 'a' after the value",
            "``             | column 1: the text ends where a value was expected",
    })
    void jacksonsFaultsAreToldInTheContractsWords(String text, String message) {
        JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse(text == null ? "" : text));

        assertThat(e).isNotNull();
        assertThat(e.getMessage()).isEqualTo(message);
    }

    @Test
    void aControlCharacterInsideAStringIsNamedWhereItStands() {
        JsonError e = catchThrowableOfType(JsonError.class, () -> Json.parse("[\"a\tb\"]"));

        assertThat(e.getMessage()).isEqualTo("column 4: a control character inside a string");
    }

    @Test
    void aNumberOfMoreThanAThousandDigitsIsRefused() {
        String whole = "7".repeat(1001);
        String fraction = "0." + "7".repeat(1001);

        assertThat(catchThrowableOfType(JsonError.class, () -> Json.parse("[" + whole + "]")).getMessage())
                .isEqualTo("column 2: '" + whole + "' is not a number: the whole number is too large");
        assertThat(catchThrowableOfType(JsonError.class, () -> Json.parse("[" + fraction + "]")).getMessage())
                .isEqualTo("column 2: '" + fraction + "' is not a number: it has more digits than the 1000 read");
    }

    @Test
    void valuesReadKeepTheirOrderAndKinds() {
        Object value = Json.parse("{\"b\":[1,-2.5,\"\\u00e9\\n\",true,false,null],\"a\":9223372036854775807}");

        assertThat(Json.write(value)).isEqualTo("{\"b\":[1,-2.5,\"\u00e9\\n\",true,false,null],\"a\":9223372036854775807}");
        assertThat(Json.write(value, Json.Spacing.SPACED))
                .isEqualTo("{\"b\": [1, -2.5, \"\u00e9\\n\", true, false, null], \"a\": 9223372036854775807}");
    }
}
