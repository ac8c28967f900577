package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code winnable} command of the contract (contested-sequence.md, "Commands"). */
class WinnableCommandTest {
    @TempDir
    Path dir;

    @Test
    void oneFenGivesOneLineWithTheLabelAndTheFen() {
        Run run = Run.of("winnable", "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("-- 8/8/8/4k3/8/8/8/4K3 w - - 0 1" + System.lineSeparator());
    }

    @Test
    void aFileGivesOneLinePerPositionSkippingBlankAndCommentLines() throws IOException {
        Path file = Files.writeString(dir.resolve("positions.txt"), """
                # K+R v K: only White can mate
                4k3/8/8/8/8/8/8/R3K3 w - - 0 1

                rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
                4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1
                """);
        Run run = Run.of("winnable", "--file", file.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().strip().split("\\R")).containsExactly(
                "W- 4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                "WB rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "-- 4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
    }

    @Test
    void aBadFenNamesItsLineAndReasonKeepsTheLinesBeforeAndExitsWithTwo() throws IOException {
        Path file = Files.writeString(dir.resolve("bad.txt"), """
                4k3/8/8/8/8/8/8/4K3 w - - 0 1
                # the next one has four ranks
                rnbqkbnr/pppppppp/8/8 w
                4k3/8/8/8/8/8/8/R3K3 w - - 0 1
                """);
        Run run = Run.of("winnable", "--file", file.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEqualTo("-- 4k3/8/8/8/8/8/8/4K3 w - - 0 1" + System.lineSeparator());
        assertThat(run.err()).contains("line 3").contains("rnbqkbnr/pppppppp/8/8 w").contains("4 ranks")
                .doesNotContain("at org.");
    }

    @Test
    void aMissingFileIsBadInput() {
        Run run = Run.of("winnable", "--file", dir.resolve("none.txt").toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("none.txt").contains("no such file");
    }

    @Test
    void neitherOrBothOfFenAndFileIsAUsageError() {
        assertThat(Run.of("winnable").exitCode()).isEqualTo(2);
        Run both = Run.of("winnable", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "--file", "x.txt");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("either a FEN or --file FILE");
    }
}
