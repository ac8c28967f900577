package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.law.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./arbiter replay}: the spec's JSON, the human timeline, and errors that name the line. */
class ReplayCommandTest {
    private static final Path EXAMPLES = Path.of("../../examples");

    @TempDir
    Path dir;

    /** Replays {@code sequence} written to a file. */
    private Run replay(String sequence, String... options) throws IOException {
        Path file = Files.writeString(dir.resolve("sequence.jsonl"), sequence);
        return Run.of(Stream.concat(Stream.of("replay", file.toString()), Stream.of(options)).toArray(String[]::new));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(Run r) {
        return (Map<String, Object>) Json.parse(r.out().strip());
    }

    @Test
    void jsonOutputIsTheSpecObject() {
        Run r = Run.of("replay", EXAMPLES.resolve("law-8c-repetition-claim.jsonl").toString(), "--json");
        assertThat(r.exitCode()).isZero();
        Map<String, Object> json = json(r);
        assertThat(json).containsKeys("result", "termination", "position", "rulings", "actions");
        assertThat(json.get("result")).isEqualTo("1/2-1/2");
        assertThat(json.get("termination")).isEqualTo("II.8(c)");
        assertThat(json.get("actions")).isEqualTo(9L);
    }

    @Test
    void timelineShowsEachRulingWithTheWordsOfTheLaw() {
        Run r = Run.of("replay", EXAMPLES.resolve("law-5c-touched-man-not-moved.jsonl").toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("RULING II.5(c)").contains("touches any man that he can legally move")
                .contains("a b c d e f g h").contains("Result: *");
    }

    @Test
    void timelineNamesTheManOfAnIllegalTransferAndSaysEachActInWords() {
        Run r = Run.of("replay", EXAMPLES.resolve("law-6e-uncorrected-illegal-move.jsonl").toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().lines()).contains("  7. White moves Nf3-f5", "  9. Black points out an illegal move")
                .noneMatch(line -> line.contains("white move") || line.endsWith("illegal-move"));
    }

    @Test
    void briefLeavesOutTheDiagramsAndKeepsEveryActAndRuling() {
        String game = EXAMPLES.resolve("law-10c-preface-time-limit.jsonl").toString();
        Run full = Run.of("replay", game);
        Run brief = Run.of("replay", game, "--brief");
        assertThat(brief.exitCode()).isZero();
        List<String> kept = full.out().lines().filter(line -> !line.startsWith("       ") || line.startsWith("            \""))
                .toList();
        assertThat(brief.out().lines()).containsExactlyElementsOf(kept).noneMatch(line -> line.contains("a b c d e f g h"));
        // the header and its time limit, 72 acts, 2 rulings, the summary
        assertThat(kept).hasSize(2 + 72 + 2 + 1);
    }

    @Test
    void briefAndJsonAreOneOrTheOther() {
        Run r = Run.of("replay", EXAMPLES.resolve("law-8c-repetition-claim.jsonl").toString(), "--json", "--brief");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("mutually exclusive");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void malformedLineIsRejectedWithItsNumberFieldAndReason() throws IOException {
        Run r = replay("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"touch","by":"black","square":"z9"}
                """, "--json");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("\"square\"").contains("'z9' is not a square");
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aRejectedLineKeepsTheTimelineOfTheLinesBeforeIt() throws IOException {
        Run r = replay("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"touch","by":"black","square":"z9"}
                {"act":"move","by":"black","move":"e5"}
                """);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("'z9' is not a square");
        assertThat(r.out()).contains("1. White moves e4").doesNotContain("2. ").contains("Black to play")
                .contains("Result: * (the game goes on)").contains("1 action, 0 rulings, 0 notices");
    }

    @Test
    void aRejectedLineKeepsTheJsonOfTheActionsBeforeIt() throws IOException {
        Run r = replay("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}

                {"act":"move","by":"black","move":"e5"}
                {"act":"move","by":"white","mvoe":"Nf3"}
                """, "--json");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 5");
        Map<String, Object> json = json(r);
        assertThat(json.get("actions")).isEqualTo(2L);
        assertThat(json.get("result")).isEqualTo("*");
        assertThat(json.get("position")).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void anImpossibleActKeepsTheJsonOfTheActionsBeforeIt() throws IOException {
        Run r = replay("""
                {"header":{}}
                {"act":"move","by":"white","move":"d4"}
                {"act":"place","by":"black","square":"e4"}
                {"act":"move","by":"black","move":"d5"}
                """, "--json");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("no man is held");
        assertThat(r.out()).startsWith("{\"result\":\"*\"").contains("\"actions\":1");
    }

    @Test
    void aRejectedHeaderPrintsNothingButTheError() throws IOException {
        Run r = replay("\n{\"header\":\n{\"act\":\"resign\",\"by\":\"white\"}\n", "--json");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 2");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void physicallyImpossibleActIsRejectedWithTheLine() throws IOException {
        Run r = replay("""
                {"header":{}}
                # a comment line is skipped
                {"act":"place","by":"white","square":"e4"}
                """);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("line 3").contains("no man is held");
    }

    @Test
    void unknownCodeIsNamed() throws IOException {
        Run r = replay("{\"header\":{\"code\":\"fide-1999\"}}\n");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("'fide-1999' is not a known code");
    }

    @Test
    void missingFileIsAnErrorNotATrace() {
        Run r = Run.of("replay", "no/such/file.jsonl");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("arbiter replay: cannot read no/such/file.jsonl: no such file" + System.lineSeparator());
    }

    @Test
    void fileThatIsNotTextOrIsADirectoryIsSaidSo() throws IOException {
        Path bytes = dir.resolve("random.jsonl");
        Files.write(bytes, new byte[] {(byte) 0xC3, 0x28, (byte) 0xFF, (byte) 0x80, 0x7B});
        Run binary = Run.of("replay", bytes.toString());
        assertThat(binary.exitCode()).isEqualTo(2);
        assertThat(binary.err()).contains(bytes + ": it is not UTF-8 text").doesNotContain("Input length");
        Run directory = Run.of("replay", dir.toString(), "--json");
        assertThat(directory.exitCode()).isEqualTo(2);
        assertThat(directory.err()).contains(dir + ": it is a directory");
        assertThat(directory.out()).isEmpty();
    }

    @Test
    void aLineThatIsNotJsonIsNamedWithItsLineColumnAndReason() throws IOException {
        Run truncated = replay("{\"header\":{}}\n# a comment\n{\"act\":\"move\",\"by\":\"white\"\n");
        Run trailing = replay("{\"header\":{}}\n{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"} e5\n");

        assertThat(truncated.exitCode()).isEqualTo(2);
        assertThat(truncated.err()).contains("line 3: not JSON: column 27: expected ',' or '}' in an object")
                .doesNotContain("Exception").doesNotContain("Unexpected end-of-input");
        assertThat(trailing.exitCode()).isEqualTo(2);
        assertThat(trailing.err()).contains("line 2: not JSON: column 41: unexpected 'e' after the value");
    }
}
