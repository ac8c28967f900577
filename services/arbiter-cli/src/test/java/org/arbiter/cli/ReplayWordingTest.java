package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The replay's words (issue 34, item 12): the header's odds and time limit are shown; FIDE's texts,
 * the project's summaries, are marked as such and never quoted as FIDE's words; IV.8's forfeit
 * after a stalemate says the game is not drawn.
 */
class ReplayWordingTest {
    private static final Path EXAMPLES = Path.of("../../examples");

    private static Run replay(String example) {
        Run r = Run.of("replay", EXAMPLES.resolve(example).toString(), "--brief");
        assertThat(r.exitCode()).as(r.err()).isZero();
        return r;
    }

    @Test
    void theHeaderShowsTheOddsAndTheTimeLimit() {
        assertThat(replay("law-IV5-castling-without-rook.jsonl").out()).contains("odds: White gives the rook");
        assertThat(replay("law-IV8-conditional-mate-drawn.jsonl").out()).containsPattern("odds: White .*undertakes to mate");
        assertThat(replay("law-10c-preface-time-limit.jsonl").out())
                .contains("time limit: 20 moves in the first hour, then 15 in each hour after, play ends after 4 hours");
        assertThat(replay("fide-7-5-5-second-illegal-move.jsonl").out())
                .contains("time control: 90 min + 30 s a move, then 30 min after move 40");
    }

    @Test
    void fideTextsAreMarkedAsTheProjectsSummariesAndThe1897CodesAreQuoted() {
        String fide = replay("fide-7-5-5-second-illegal-move.jsonl").out();
        assertThat(fide).contains("(summary) A completed illegal move").doesNotContain("\"A completed illegal move");
        assertThat(replay("law-6e-uncorrected-illegal-move.jsonl").out()).contains("            \"")
                .doesNotContain("(summary)");
    }

    @Test
    void IV_8_aStalemateDoesNotDrawAGameUnderAConditionalMateAndTheRulingSaysSo() {
        String out = replay("law-IV8-conditional-mate-drawn.jsonl").out();
        String ruling = out.lines().filter(l -> l.contains("RULING IV.8")).findFirst().orElseThrow();

        assertThat(ruling).contains("not drawn").contains("forfeits").doesNotContain("the game is drawn");
        assertThat(out).contains("Result: 0-1 (IV.8)");
    }
}
