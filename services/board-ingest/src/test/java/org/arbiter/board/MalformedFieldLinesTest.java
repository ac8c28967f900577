package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A board-fields line that is not JSON stops the reading at its line with the reason in the
 * contract's words (the law engine's reader's), and what came before it is kept.
 */
class MalformedFieldLinesTest {
    private static final String GOOD = "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}\n# a comment\n";

    private static Ingest.Result ingest(byte[] fields) {
        return Ingest.run(fields, Ingest.Format.FIELDS, null, Settings.defaults());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "a truncated object | {\"at\": 1500, \"square\": \"e4\" | not JSON: column 28: expected ',' or '}' in an object",
            "trailing garbage | {\"at\": 1500, \"square\": \"e4\", \"piece\": \"P\"} x | not JSON: column 44: unexpected 'x' after the value",
            "a huge number | {\"at\": 1e999, \"square\": \"e4\", \"piece\": \"P\"}"
                    + " | \"at\" must be the milliseconds since the start of the recording, a number of 0 to 3155760000000 (100 years)",
            "a string where a number belongs | {\"at\": \"1500\", \"square\": \"e4\", \"piece\": \"P\"}"
                    + " | \"at\" must be the milliseconds since the start of the recording, a number of 0 to 3155760000000 (100 years)",
            "a time past 100 years, which overflowed the reading's clock | {\"at\": 1e19, \"square\": \"e4\", \"piece\": \"P\"}"
                    + " | \"at\" must be the milliseconds since the start of the recording, a number of 0 to 3155760000000 (100 years)",
            "a report of nothing changed past 100 years | {\"at\": 1.1e19}"
                    + " | \"at\" must be the milliseconds since the start of the recording, a number of 0 to 3155760000000 (100 years)",
            "deep nesting | {\"at\": " + "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[}"
                    + " | not JSON: column 71: arrays and objects nest deeper than 64 levels",
    })
    void aBadLineIsNamedWithItsLineAndReason(String what, String line, String reason) {
        Ingest.Result r = ingest((GOOD + line + "\n").getBytes(StandardCharsets.UTF_8));

        assertThat(r.error()).as(what).hasValueSatisfying(e -> {
            assertThat(e.where()).isEqualTo("line 3");
            assertThat(e.reason()).isEqualTo(reason);
        });
        assertThat(r.lines()).as("the lift before it is kept").contains("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}");
    }

    @Test
    void bytesThatAreNotUtf8StopTheReadingAtTheirLine() {
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        input.writeBytes(GOOD.getBytes(StandardCharsets.UTF_8));
        input.writeBytes("{\"at\": 1500, \"square\": \"e4\", \"piece\": \"".getBytes(StandardCharsets.UTF_8));
        int bad = input.size() + 1;
        input.write(0xC3);
        input.write('"');
        input.writeBytes("}\n".getBytes(StandardCharsets.UTF_8));

        Ingest.Result r = ingest(input.toByteArray());

        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.where()).isEqualTo("line 3");
            assertThat(e.reason()).isEqualTo("not valid UTF-8 (byte " + bad + " of the input)");
        });
        assertThat(r.lines()).contains("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}");
    }

    @Test
    void aHeaderThatIsNotJsonIsRefusedWithTheReason() {
        assertThatThrownBy(() -> Ingest.run(new byte[0], Ingest.Format.FIELDS, "{\"white\": \"Steinitz\"", Settings.defaults()))
                .isInstanceOf(IngestError.class)
                .hasMessage("--header: not JSON: column 21: expected ',' or '}' in an object");
    }

    @Test
    void aLiveBoardNamesTheLineThatIsNotJson() {
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());

        LiveBoard.Update u = live.fields(List.of("{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}", "{\"at\": 1500,"));

        assertThat(u.error()).hasValueSatisfying(e -> {
            assertThat(e.where()).isEqualTo("line 2");
            assertThat(e.reason()).isEqualTo("not JSON: column 13: expected a quoted field name");
        });
    }
}
