package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter standings}: a TRF (IA Mario Held's tie-break exercise, kept with its source in the
 * law engine's test resources) and a PGN of a round-robin, ranked by FIDE C.07's tie-breaks.
 */
class StandingsCommandTest {
    private static final Path HELD = Path.of("../tournament-files/src/test/resources/standings/held_swiss_5.trf");
    /** Three players, each beats one: a cycle all on one point, then an extra game to break it. */
    private static final String PGN = game("1", "A", "1001", "B", "1002", "1-0") + game("2", "B", "1002", "C", "1003", "1-0")
            + game("3", "C", "1003", "A", "1001", "1-0") + game("4", "A", "1001", "B", "1002", "1/2-1/2");

    @TempDir
    Path dir;

    private static String game(String round, String white, String whiteId, String black, String blackId, String result) {
        return "[Event \"Cycle\"]\n[Date \"2025.05.01\"]\n[Round \"" + round + "\"]\n[White \"" + white + "\"]\n[Black \""
                + black + "\"]\n[WhiteFideId \"" + whiteId + "\"]\n[BlackFideId \"" + blackId + "\"]\n[Result \"" + result
                + "\"]\n\n" + result + "\n\n";
    }

    @Test
    void aTrfIsRankedByPointsThenTheTiebreaksAsJson() throws IOException {
        Run run = Run.of("standings", HELD.toString(), "--tiebreaks", "BH-C1,BH,ARO-C1", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode rows = new ObjectMapper().readTree(run.out());
        assertThat(rows).hasSize(16);
        JsonNode first = rows.get(0);
        assertThat(first.get("name").asText()).isEqualTo("Bruno");
        assertThat(first.get("points").decimalValue()).isEqualByComparingTo("4.0");
        assertThat(first.get("tiebreaks").fieldNames()).toIterable().containsExactly("BH-C1", "BH", "ARO-C1");
        // Held's exercise 7 among the four on 3.5: BH-C1 gives Charline 13.0, David 11.5, Alyx and Stephan 11.0;
        // BH (12.5 each) and ARO-C1 (1900 each) leave the last two tied, so they share fourth place.
        assertThat(rows.get(1).get("name").asText()).isEqualTo("Charline");
        assertThat(rows.get(1).get("tiebreaks").get("BH-C1").decimalValue()).isEqualByComparingTo("13.0");
        assertThat(rows.get(2).get("name").asText()).isEqualTo("David");
        assertThat(rows.get(3).get("rank").asInt()).isEqualTo(4);
        assertThat(rows.get(4).get("rank").asInt()).isEqualTo(4);
        assertThat(rows.get(3).get("name").asText() + rows.get(4).get("name").asText()).isEqualTo("AlyxStephan");
    }

    @Test
    void aPgnIsReadByItsTagsAndTheTableNamesTheRegulations() throws IOException {
        Path file = Files.writeString(dir.resolve("cycle.pgn"), PGN, StandardCharsets.UTF_8);
        Run run = Run.of("standings", file.toString(), "--tiebreaks", "WIN,BH");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines().skip(1).findFirst().orElseThrow()).contains("A").contains("1.5");
        assertThat(run.lastLine()).contains("2023");
    }

    @Test
    void anUnknownTiebreakIsRefusedNamingItAndTheKnownOnes() {
        Run run = Run.of("standings", HELD.toString(), "--tiebreaks", "BH-C1,XYZ");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("'XYZ' is not a tie-break").contains("BH").contains("ARO");
    }

    @Test
    void aPgnGameWithoutARoundIsRefusedNamingTheGame() throws IOException {
        Path file = Files.writeString(dir.resolve("no-round.pgn"), game("?", "A", "1", "B", "2", "1-0"), StandardCharsets.UTF_8);
        Run run = Run.of("standings", file.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("game 1").contains("Round");
    }
    /**
     * A broadcast's export of results: tag sections and no movetext (the UzChess Cup 2025 as lichess exports it).
     * Read as one broken game, it once gave a table of two players and exit 0.
     */
    @Test
    void aResultsOnlyPgnGivesEveryPlayer() {
        Run run = Run.of("standings", "../tournament-files/src/test/resources/standings/uzchesscup-2025.pgn", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Praggnanandhaa R").contains("Vokhidov, Shamsiddin");
        assertThat(run.out().split("\"rank\"")).hasSize(11);
    }

    @Test
    void aPgnReadInPartGivesNoStandingsUnlessAskedAndThenSaysHowManyWereLeftOut() throws IOException {
        String broken = PGN.replaceFirst("\n\n1-0\n\n", "\n\n1. e4 e5 2. Ke3 1-0\n\n");
        Path file = Files.writeString(dir.resolve("broken.pgn"), broken, StandardCharsets.UTF_8);

        Run strict = Run.of("standings", file.toString());
        assertThat(strict.exitCode()).isEqualTo(2);
        assertThat(strict.out()).isEmpty();
        assertThat(strict.err()).contains("game 1, move 2").contains("Ke3").contains("--skip-bad");

        Run skipping = Run.of("standings", file.toString(), "--skip-bad");
        assertThat(skipping.exitCode()).as(skipping.err()).isZero();
        assertThat(skipping.err()).contains("1 game left out").contains("Ke3");
        assertThat(skipping.lastLine()).contains("Without 1 game");
    }

    @Test
    void aFileThatIsNoTournamentIsBadInput() throws IOException {
        Path readme = Files.writeString(dir.resolve("README.md"), "# Arbiter\n\nResolves disputes at the board.\n",
                StandardCharsets.UTF_8);
        Run run = Run.of("standings", readme.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();

        Path empty = Files.writeString(dir.resolve("empty.trf26"), "012 Nothing yet\n", StandardCharsets.UTF_8);
        Run none = Run.of("standings", empty.toString());
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).contains("no player line");
    }

    @Test
    void aTrf26IsReadAsATrf() throws IOException {
        Path copy = Files.copy(HELD, dir.resolve("held.trf26"));
        Run run = Run.of("standings", copy.toString(), "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(new ObjectMapper().readTree(run.out())).hasSize(16);
    }
}
