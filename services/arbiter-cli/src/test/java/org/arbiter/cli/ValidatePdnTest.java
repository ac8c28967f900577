package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter validate} of draughts games: a {@code .pdn} file, or {@code --game draughts}. */
class ValidatePdnTest {
    private static final String GOOD = "[Event \"a\"]\n\n1. 11-15 23-19 2. 8-11 22-17 1-0\n\n";
    /** 22-18 leaves 15x22 compulsory; Black's 9-14 is no legal move. */
    private static final String BAD = "[Event \"b\"]\n\n1. 11-15 22-18 2. 9-14 *\n\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void aPdnFileOfGoodGamesExitsZeroWithASummary() throws IOException {
        Run run = Run.of("validate", file("games.pdn", GOOD + GOOD).toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.lastLine()).matches("2 games, 8 moves, 0 games with errors, \\d+ games/s");
    }

    @Test
    void eachBadGameIsListedWithItsMoveAndLine() throws IOException {
        Run run = Run.of("validate", file("games.pdn", GOOD + BAD).toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().filter(l -> l.startsWith("game "))).singleElement()
                .satisfies(l -> assertThat(l).startsWith("game 2, move 2: 9-14").contains("capture is compulsory")
                        .endsWith("(line 7)"));
        assertThat(run.lastLine()).startsWith("2 games, ");
    }

    @Test
    void theGameOptionReadsAnyFileAsPdn() throws IOException {
        Run asChess = Run.of("validate", file("games.txt", GOOD).toString());
        Run asDraughts = Run.of("validate", "--game", "draughts", file("games.txt", GOOD).toString());

        assertThat(asChess.exitCode()).isEqualTo(1);
        assertThat(asDraughts.exitCode()).isZero();
    }

    @Test
    void stepsWrittenWithXAreNotesNotErrorsAndTheExitIsZero() throws IOException {
        String archive = "[Event \"c\"]\n\n1. 11x15 23x19 2. 8-11 22-17 1-0\n\n";
        Run run = Run.of("validate", file("archive.pdn", archive).toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines().filter(l -> l.startsWith("note: "))).containsExactly(
                "note: game 1, move 1: 11x15 is written as a capture but takes nothing: 11-15 (line 3)",
                "note: game 1, move 1: 23x19 is written as a capture but takes nothing: 23-19 (line 3)");
        assertThat(run.lastLine()).matches("1 game, 4 moves, 0 games with errors, 2 notes, \\d+ games/s");
    }
}
