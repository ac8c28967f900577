package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.arbiter.law.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./arbiter replay}: the spec's JSON, the human timeline, and errors that name the line. */
class ReplayCommandTest {
    private static final Path EXAMPLES = Path.of("../../examples");

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = ArbiterCommand.execute(args);
            return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void jsonOutputIsTheSpecObject() {
        Run r = run("replay", EXAMPLES.resolve("law-8c-repetition-claim.jsonl").toString(), "--json");
        assertThat(r.exit()).isZero();
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(r.out().strip());
        assertThat(json).containsKeys("result", "termination", "position", "rulings", "actions");
        assertThat(json.get("result")).isEqualTo("1/2-1/2");
        assertThat(json.get("termination")).isEqualTo("II.8(c)");
        assertThat(json.get("actions")).isEqualTo(9L);
    }

    @Test
    void timelineShowsEachRulingWithTheWordsOfTheLaw() {
        Run r = run("replay", EXAMPLES.resolve("law-5c-touched-man-not-moved.jsonl").toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("RULING II.5(c)").contains("touches any man that he can legally move")
                .contains("a b c d e f g h").contains("Result: *");
    }

    @Test
    void malformedLineIsRejectedWithItsNumberFieldAndReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, """
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"touch","by":"black","square":"z9"}
                """);
        Run r = run("replay", file.toString(), "--json");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("\"square\"").contains("'z9' is not a square");
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void physicallyImpossibleActIsRejectedWithTheLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("impossible.jsonl");
        Files.writeString(file, """
                {"header":{}}
                # a comment line is skipped
                {"act":"place","by":"white","square":"e4"}
                """);
        Run r = run("replay", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("no man is held");
    }

    @Test
    void unknownCodeIsNamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("code.jsonl");
        Files.writeString(file, "{\"header\":{\"code\":\"fide-2023\"}}\n");
        Run r = run("replay", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("'fide-2023' is not a known code");
    }

    @Test
    void missingFileIsAnErrorNotATrace() {
        Run r = run("replay", "no/such/file.jsonl");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("cannot read");
    }
}
