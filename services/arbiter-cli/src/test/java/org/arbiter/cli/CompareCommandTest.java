package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbiter.law.json.Json;
import org.junit.jupiter.api.Test;

/** {@code ./arbiter compare FILE --codes a,b,c [--json]}: where the codes part, act by act. */
class CompareCommandTest {
    private static final Path EXAMPLES = Path.of("../../examples");
    private static final String CODES = "chess-code-1897,household-chess,encyclopaedia-1911";

    @Test
    void theTextShowsTheActsWhereTheCodesPart() {
        Run r = Run.of("compare", EXAMPLES.resolve("codes-fifty-moves-pawn-moves.jsonl").toString(), "--codes", CODES);

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("  100. White moves Ke1", "encyclopaedia-1911: fifty-moves",
                "  101. Black moves Kd8", "household-chess: xi", "  102. Black claims", "chess-code-1897: II.8(b)");
        assertThat(r.out()).doesNotContain("   99. ");
        assertThat(r.lastLine()).isEqualTo("  results: chess-code-1897 * | household-chess 1/2-1/2 (xi)"
                + " | encyclopaedia-1911 1/2-1/2 (fifty-moves)");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theJsonHasEveryCodesReplayAndTheDifferences() {
        Run r = Run.of("compare", EXAMPLES.resolve("codes-touched-man-cannot-move.jsonl").toString(), "--codes", CODES,
                "--json");

        Map<String, Object> doc = (Map<String, Object>) Json.parse(r.out().strip());
        List<Map<String, Object>> replays = (List<Map<String, Object>>) doc.get("replays");
        List<Map<String, Object>> differences = (List<Map<String, Object>>) doc.get("differences");

        assertThat(replays).extracting(m -> m.get("code")).containsExactly("chess-code-1897", "household-chess",
                "encyclopaedia-1911");
        assertThat(replays.get(2).get("position")).isEqualTo("4k3/8/8/8/8/8/1P1P4/2B2K1R b");
        assertThat(differences).extracting(m -> m.get("seq")).containsExactly(1L, 2L, 3L, 4L);
        assertThat((Map<String, Object>) differences.get(1).get("rulings"))
                .containsEntry("encyclopaedia-1911", List.of("touch-cannot-move"))
                .containsEntry("chess-code-1897", List.of());
        assertThat(differences.get(1)).containsKey("position");
    }

    @Test
    void aCodeIsComparedWithItsSupplement() {
        Run r = Run.of("compare", EXAMPLES.resolve("codes-touched-man-cannot-move.jsonl").toString(), "--codes",
                "household-chess,household-chess+chess-code-1897");

        assertThat(r.out()).contains("    3. Black points out an illegal move",
                "household-chess: none  |  household-chess+chess-code-1897: II.6");
    }

    @Test
    void aCodeThatRefusesTheHeaderIsReportedAndTheOthersCompared() {
        Run r = Run.of("compare", EXAMPLES.resolve("law-10c-preface-time-limit.jsonl").toString(), "--codes", CODES);

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("household-chess refuses the sequence: line 1, field \"timeLimit\"")
                .contains("encyclopaedia-1911 refuses the sequence").contains("nothing to compare");
    }
}
