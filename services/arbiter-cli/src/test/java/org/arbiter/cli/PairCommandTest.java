package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter pair --dutch IN -p [OUT]} and {@code -c}: the command line and the exit codes of
 * JaVaFo and bbpPairings (0 paired, 1 no valid pairing, 3 bad input naming the line, 5 file error).
 */
class PairCommandTest {
    /** Round 3 of six players, 4 absent: the 2025 rules give the bye to the lowest score possible (C5). */
    private static final String TRF = """
            012 C5
            001    1      Alpha                             2720                             2.0    1     4 w 1     2 b 1
            001    2      Bravo                             2701                             1.0    3     5 b 1     1 w 0
            001    3      Charlie                           2697                             2.0    2     6 w 1     4 b 1
            001    4      Delta                             2689                             0.0    5     1 b 0     3 w 0  0000 - Z
            001    5      Echo                              2673                             1.0    4     2 w 0     6 b 1
            001    6      Foxtrot                           2664                             0.0    6     3 b 0     5 w 0
            XXR 3
            XXC white1
            """;

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path in = dir.resolve("in.trf");
        Files.writeString(in, text.replace('\n', '\r'), StandardCharsets.ISO_8859_1);
        return in;
    }

    @Test
    void C04_3_theNextRoundIsWrittenToOutAsThePairingProgramsReadIt() throws IOException {
        Path out = dir.resolve("out.txt");

        Run run = Run.of("pair", "--dutch", file(TRF).toString(), "-p", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(out)).isEqualTo("3\n1 5\n3 2\n6 0\n");
    }

    @Test
    void withoutOutTheRoundGoesToStandardOutput() throws IOException {
        Run run = Run.of("pair", "--dutch", file(TRF).toString(), "-p");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo("3\n1 5\n3 2\n6 0\n");
    }

    @Test
    void theCheckListsEachRoundAsTheSystemPairsIt() throws IOException {
        Run run = Run.of("pair", "--dutch", file(TRF).toString(), "-c");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lastLine()).isEqualTo("2 of 2 rounds paired as the Dutch system pairs them, 0 discrepancies");
    }

    @Test
    void aLineThatCannotBeReadIsBadInputNamingIt() throws IOException {
        Run run = Run.of("pair", "--dutch", file(TRF.replace("   4 w 1", "   x w 1")).toString(), "-p");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("line 2").contains("opponent");
    }

    @Test
    void noPairingMeetingTheAbsoluteCriteriaIsExitOne() throws IOException {
        String twoWhoMet = """
                001    1      Alpha                             2720                             1.0    1     2 w 1
                001    2      Bravo                             2701                             0.0    2     1 b 0
                XXR 3
                XXC white1
                """;

        Run run = Run.of("pair", "--dutch", file(twoWhoMet).toString(), "-p");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("no valid pairing");
    }

    @Test
    void aMissingFileIsAFileError() {
        Run run = Run.of("pair", "--dutch", dir.resolve("none.trf").toString(), "-p");

        assertThat(run.exitCode()).isEqualTo(5);
        assertThat(run.err()).contains("none.trf").contains("no such file");
    }
}
