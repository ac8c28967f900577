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
}
