package org.arbiter.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The check of a file's pairings (C.04.3, 2025): a reference tournament agrees in every round, and a
 * wrong board planted in it (a colour, a float, a repeated pairing, a wrong bye) is found in its
 * round with the criterion it breaks.
 */
class PairingCheckTest {
    private static String file() throws IOException {
        try (InputStream in = PairingCheckTest.class.getResourceAsStream("/dutch/dutch-2025-seed1.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).replace("\r", "\n");
        }
    }

    /** The file with player {@code player}'s entry for {@code round} replaced by {@code cell} ("  12 w 1"). */
    private static String plant(String text, int player, int round, String cell) {
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("001") && Integer.parseInt(lines[i].substring(4, 8).strip()) == player) {
                int at = 91 + 10 * (round - 1);
                lines[i] = lines[i].substring(0, at) + String.format("%-8s", cell) + lines[i].substring(at + 8);
            }
        }
        return String.join("\n", lines) + "\n";
    }

    private static List<PairingCheck.Finding> findings(String text, int round) {
        return PairingCheck.check(text).findings().stream().filter(f -> f.round() == round).toList();
    }

    @Test
    void C04_3_aReferenceTournamentAgreesInEveryRound() throws IOException {
        PairingCheck.Report report = PairingCheck.check(file());

        assertThat(report.findings()).isEmpty();
        assertThat(report.agreeing()).isEqualTo(report.rounds()).isEqualTo(5);
    }

    @Test
    void C04_3_E_colourGivenTheWrongWayIsAColourAllocationFinding() throws IOException {
        String text = plant(plant(file(), 1, 2, "   4 w 1"), 4, 2, "   1 b 0");

        assertThat(findings(text, 2)).singleElement().satisfies(f -> {
            assertThat(f.played()).isEqualTo(new Pair(1, 4));
            assertThat(f.criterion()).startsWith("E ");
        });
    }

    @Test
    void C04_3_E_oneRoundCheckedAloneFindsWhatTheWholeCheckFindsInIt() throws IOException {
        String text = plant(plant(file(), 1, 2, "   4 w 1"), 4, 2, "   1 b 0");

        assertThat(PairingCheck.checkRound(text, 2)).isEqualTo(findings(text, 2)).isNotEmpty();
        for (int round = 1; round <= 5; round++) {
            assertThat(PairingCheck.checkRound(text, round)).as("round " + round).isEqualTo(findings(text, round));
        }
        assertThat(PairingCheck.checkRound(text, 9)).as("a round the file does not pair").isEmpty();
    }

    @Test
    void C04_3_C6_aFloatTheSystemAvoidsIsAFloaterFinding() throws IOException {
        String text = plant(plant(plant(plant(file(), 1, 2, "  10 b 1"), 10, 2, "   1 w 0"), 2, 2, "   4 w 1"), 4, 2,
                "   2 b 0");

        assertThat(findings(text, 2)).extracting(PairingCheck.Finding::criterion).contains("C6-C8 (floaters)");
        assertThat(findings(text, 2)).extracting(PairingCheck.Finding::played).contains(new Pair(10, 1));
    }

    @Test
    void C04_3_C1_playersMeetingAgainIsARepeatedPairingFinding() throws IOException {
        String text = plant(plant(plant(plant(file(), 1, 3, "   7 b 0"), 7, 3, "   1 w 1"), 5, 3, "   8 w 1"), 8, 3,
                "   5 b 0");

        assertThat(findings(text, 3)).filteredOn(f -> f.played().equals(new Pair(7, 1)))
                .singleElement().satisfies(f -> assertThat(f.criterion()).startsWith("C1 "));
    }

    @Test
    void C04_3_C2_theByeToAPlayerWhoWonWithoutPlayingIsAByeFinding() throws IOException {
        String text = plant(plant(plant(file(), 5, 3, "0000 - U"), 1, 3, "  10 w 1"), 10, 3, "   1 b 0");

        assertThat(findings(text, 3)).filteredOn(f -> f.played().bye())
                .singleElement().satisfies(f -> assertThat(f.criterion()).startsWith("C2 "));
    }

    @Test
    void C04_3_C5_theByeGoesToThePlayerWithTheLowestScorePossible() {
        // Round 3: pairing 1-3 would leave the bye to 2 or 5 (1 point); the 2025 rules give it to 6 (0 points).
        String text = """
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

        assertThat(Dutch.pair(text)).containsExactly(new Pair(1, 5), new Pair(3, 2), new Pair(6, 0));
    }

    @Test
    void aFileWithoutTheNumberOfRoundsIsBadInputNamingWhatIsMissing() throws IOException {
        String text = file().replaceAll("(?m)^XXR.*\n", "");

        assertThatThrownBy(() -> Dutch.pair(text)).isInstanceOf(PairingInputError.class).hasMessageContaining("XXR");
    }

    @Test
    void aGameMissingFromTheOpponentsLineIsBadInputNamingTheLine() throws IOException {
        String text = plant(file(), 4, 2, "   9 w 0") + "XXR 7\n";

        assertThatThrownBy(() -> Dutch.pair(text)).isInstanceOf(PairingInputError.class)
                .hasMessageStartingWith("line ").hasMessageContaining("round 2");
    }
}
