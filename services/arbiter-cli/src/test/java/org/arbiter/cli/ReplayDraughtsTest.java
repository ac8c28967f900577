package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter replay} of a draughts game: the rulings, the acts in square numbers, and the board with men and Kings. */
class ReplayDraughtsTest {
    private static final Path EXAMPLE = Path.of("../../examples/draughts-v-huff-and-false-move.jsonl");

    @TempDir
    Path dir;

    @Test
    void theJsonFollowsTheContractWithThePositionAsAPdnFen() {
        Run run = Run.of("replay", EXAMPLE.toString(), "--json");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("{\"code\":\"household-draughts\",\"result\":\"*\"")
                .contains("\"law\":\"v\"").contains("\"law\":\"x\"")
                .contains("\"position\":\"B:W17,18,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,12,16\"");
    }

    @Test
    void theTimelineNamesTheSquaresByNumberAndDrawsTheBoard() {
        Run run = Run.of("replay", EXAMPLE.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("White huffs Black's man on 15 (at 2m20s)")
                .contains("RULING v: White huffs the man on 15")
                .contains("\"It is optional with the player either to allow his opponent to stand the huff")
                .contains("Black touches his man on 8")
                .contains("         b w men, B W Kings    Black to play");
        assertThat(run.out()).as("the opening position, Black's men at the top")
                .contains("         b   b   b   b    1-4\n")
                .contains("        w   w   w   w      29-32\n");
    }

    @Test
    void kingsAreDrawnInCapitals() throws IOException {
        Path file = Files.writeString(dir.resolve("kings.jsonl"),
                "{\"header\":{\"game\":\"draughts\",\"start\":\"W:WK27,K32:BK5\"}}\n"
                        + "{\"act\":\"move\",\"by\":\"white\",\"move\":\"32-28\"}\n");

        Run run = Run.of("replay", file.toString());

        assertThat(run.out()).contains("         B   .   .   .      5-8\n").contains("           .   .   W   W    25-28\n")
                .contains("White moves 32-28");
    }

    @Test
    void aChessCodeNamedForADraughtsGameIsRefusedNamingTheField() {
        Run run = Run.of("replay", EXAMPLE.toString(), "--code", "household-chess", "--json");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("code").contains("'household-chess' is a code of chess, not of draughts");
    }
}
