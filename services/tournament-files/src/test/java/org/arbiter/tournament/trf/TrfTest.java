package org.arbiter.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** TRF16 read by its columns, a round's pairings taken from it, and results written back. */
class TrfTest {
    private static String file() throws IOException {
        try (InputStream in = TrfTest.class.getResourceAsStream("/trf/four-players.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void thePlayerLinesAreReadByTheirColumns() throws IOException {
        Trf trf = Trf.read(file());

        assertThat(trf.name()).isEqualTo("Club Championship 1897");
        assertThat(trf.players()).extracting(TrfPlayer::name).containsExactly("Lasker,Emanuel", "Tarrasch,Siegbert",
                "Steinitz,Wilhelm", "Zukertort,Johannes");
        TrfPlayer lasker = trf.player(1).orElseThrow();
        assertThat(lasker.title()).isEqualTo("g");
        assertThat(lasker.rating()).contains(2600);
        assertThat(lasker.federation()).isEqualTo("GER");
        assertThat(lasker.fideId()).isEqualTo("1000001");
        assertThat(lasker.pointsTenths()).isEqualTo(10);
        assertThat(lasker.round(1)).contains(new TrfGame(4, 'w', '1'));
        assertThat(lasker.round(2)).contains(new TrfGame(2, 'b', ' '));
    }

    @Test
    void linesEndedByCarriageReturnsAloneAreReadAsThePairingProgramsWriteThem() throws IOException {
        Trf trf = Trf.read(file().replace("\r\n", "\n").replace('\n', '\r'));

        assertThat(trf.players()).hasSize(4);
        assertThat(trf.player(1).orElseThrow().round(1)).contains(new TrfGame(4, 'w', '1'));
    }

    @Test
    void aRoundsPairingsAreTheBoardsWithWhiteFirstAndTheTopRanksOnTop() throws IOException {
        assertThat(Trf.read(file()).pairings(2)).containsExactly(new Pairing(1, 2, 1), new Pairing(2, 4, 3));
        assertThat(Trf.read(file()).pairings(3)).isEmpty();
    }

    @Test
    void aResultIsWrittenIntoBothLinesWithThePointsAddedAgainAndReadsBack() throws IOException {
        Trf after = Trf.read(file()).withResult(2, 2, 1, Result.WHITE_WINS).withResult(2, 4, 3, Result.DRAWN);

        String written = after.write();
        Trf again = Trf.read(written);

        assertThat(written).startsWith("012 Club Championship 1897\n022 London\n");
        assertThat(written).contains("001    2      Tarrasch,Siegbert                 2550 GER     1000002 1862.03.05  1.5"
                + "    2     3 b =     1 w 1\n");
        assertThat(again.player(1).orElseThrow().pointsTenths()).isEqualTo(10);
        assertThat(again.player(1).orElseThrow().round(2)).contains(new TrfGame(2, 'b', '0'));
        assertThat(again.player(4).orElseThrow().pointsTenths()).isEqualTo(5);
        assertThat(again.player(3).orElseThrow().round(2)).contains(new TrfGame(4, 'b', '='));
    }

    @Test
    void aGameInPlayOrAnnulledLeavesTheResultBlankAndCountsNoPointsNorAGamePlayed() throws IOException {
        Trf after = Trf.read(file()).withResult(2, 2, 1, Result.IN_PLAY).withResult(2, 4, 3, Result.ANNULLED);

        TrfPlayer tarrasch = after.player(2).orElseThrow();
        assertThat(tarrasch.round(2)).contains(new TrfGame(1, 'w', ' '));
        assertThat(tarrasch.halfPoints()).isEqualTo(Trf.read(file()).player(2).orElseThrow().halfPoints());
        assertThat(after.player(3).orElseThrow().gamesPlayed()).isEqualTo(1);
    }

    @Test
    void aBadLineIsNamedWithItsColumnAndTheReason() throws IOException {
        String bad = file().replace("2550 GER", "25x0 GER");
        assertThatThrownBy(() -> Trf.read(bad)).isInstanceOf(TrfError.class)
                .hasMessage("line 6, column 49: the rating '25x0' is not a number");

        String unknown = file().replace("     3 w", "     9 w");
        assertThatThrownBy(() -> Trf.read(unknown)).isInstanceOf(TrfError.class)
                .hasMessage("line 8, column 102: round 2: no player has starting rank 9");

        String result = file().replace("     4 w 1", "     4 w 7");
        assertThatThrownBy(() -> Trf.read(result)).isInstanceOf(TrfError.class)
                .hasMessageContaining("line 5, column 99: round 1: the result '7' is not one of");

        assertThatThrownBy(() -> Trf.read("012 Empty\n")).isInstanceOf(TrfError.class)
                .hasMessage("line 1, column 1: the file has no player line (001)");
    }
}
