package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PerftCommandTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void printsTheNodeCountAsTheLastLine() {
        Run run = Run.of("perft", "startpos", "4");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lastLine()).isEqualTo("197281");
        assertThat(Run.of("perft", KIWIPETE, "3").lastLine()).isEqualTo("97862");
    }

    @Test
    void oneNodeIsSingular() {
        Run run = Run.of("perft", "startpos", "0");
        assertThat(run.lastLine()).isEqualTo("1");
        assertThat(run.err()).startsWith("perft 0: 1 node in ");
    }

    @Test
    void divideListsEveryMoveAndTheirSumIsTheTotal() {
        Run run = Run.of("perft", "startpos", "3", "--divide");
        assertThat(run.exitCode()).isZero();
        String[] lines = run.out().strip().split("\\R");
        long[] counts = Arrays.stream(lines).filter(l -> l.contains(": "))
                .mapToLong(l -> Long.parseLong(l.substring(l.indexOf(": ") + 2))).toArray();
        assertThat(counts).hasSize(20);
        assertThat(run.out()).contains("e2e4: 600").contains("g1f3: 440");
        assertThat(Arrays.stream(counts).sum()).isEqualTo(8902);
        assertThat(run.lastLine()).isEqualTo("8902");
    }

    @Test
    void draughtsCountsEnglishDraughtsFromAPdnFen() {
        assertThat(Run.of("perft", "--game", "draughts", "startpos", "6").lastLine()).isEqualTo("36768");
        Run divide = Run.of("perft", "--game", "draughts", "W:WK19,30:BK3,6,7,8,14,15,22,23", "2", "--divide");
        assertThat(divide.out()).contains("19x10x1: ").contains("19x26x17x10x19: ");
        assertThat(divide.lastLine()).isEqualTo("28");
        Run bad = Run.of("perft", "--game", "draughts", "B:W33:B1", "2");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("B:W33:B1").contains("no square 33");
        assertThat(Run.of("perft", "--game", "go", "startpos", "2").exitCode()).isEqualTo(2);
    }

    @Test
    void malformedFenNamesTheFenAndExitsWithTwo() {
        Run run = Run.of("perft", "rnbqkbnr/pppppppp/8/8 w", "3");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("rnbqkbnr/pppppppp/8/8 w").contains("4 ranks").doesNotContain("at org.");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void badDepthIsAUsageErrorWithTwo() {
        assertThat(Run.of("perft", "startpos", "deep").exitCode()).isEqualTo(2);
        Run negative = Run.of("perft", "startpos", "0", "--divide");
        assertThat(negative.exitCode()).isEqualTo(2);
        assertThat(negative.err()).contains("DEPTH must be at least 1");
    }
}
