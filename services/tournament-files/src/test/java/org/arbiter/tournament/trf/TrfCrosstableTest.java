package org.arbiter.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.Entrant;
import org.arbiter.tournament.standings.Outcome;
import org.arbiter.tournament.standings.RoundResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A TRF as the standings read it: titles as people write them, the bye's player line, the start date. */
class TrfCrosstableTest {
    /** Three players and Swiss-Manager's "spielfrei" line, which the odd player out met each round. */
    private static final String WITH_SPIELFREI = String.join("\n",
            "012 Vereinsmeisterschaft",
            "042 04.08.2005",
            "001    1    g Anders,Anna                       2400 GER     1000001 1980/01/01  2.0    1     4 w 1     2 b 1",
            "001    2   wm Berger,Berta                      2300 GER     1000002 1981/01/01  1.0    2     3 b 0     1 w 0",
            "001    3      Conrad,Carl                       2200 GER     1000003 1982/01/01  2.0    3     2 w 1     4 b 1",
            "001    4      spielfrei                                                          0.0    4     1 b 0     3 w 0",
            "");

    @Test
    void fide_C07_16_2_1_theByesPlayerLineIsNoPlayerAndARoundAgainstItIsThePairingAllocatedBye() {
        Crosstable table = TrfCrosstable.of(Trf.read(WITH_SPIELFREI));
        assertThat(table.entrants()).extracting(Entrant::name).containsExactly("Anders,Anna", "Berger,Berta", "Conrad,Carl");
        assertThat(table.entrant(1).round(1)).isEqualTo(new RoundResult(0, RoundResult.Colour.NONE, Outcome.PAIRING_BYE));
        assertThat(table.entrant(3).round(2).outcome()).isEqualTo(Outcome.PAIRING_BYE);
        assertThat(table.entrant(3).halfPoints(2)).isEqualTo(4);
        assertThat(table.entrant(2).round(1)).isEqualTo(new RoundResult(3, RoundResult.Colour.BLACK, Outcome.LOSS));
    }

    @Test
    void aPlayerWhoseNameIsByeButWhoHasARatingIsAPlayer() {
        String rated = WITH_SPIELFREI.replace("spielfrei                                     ",
                "Bye                                      1500");
        assertThat(TrfCrosstable.of(Trf.read(rated)).entrants()).hasSize(4);
    }

    @Test
    void titlesAreWrittenAsCrosstablesWriteThem() {
        Crosstable table = TrfCrosstable.of(Trf.read(WITH_SPIELFREI));
        assertThat(table.entrants()).extracting(Entrant::title).containsExactly("GM", "WIM", "");
    }

    @ParameterizedTest(name = "042 {0}")
    @CsvSource(delimiter = ';', value = {"2005/08/04", "2005-8-4", "04.08.2005", "4/8/2005", "2005.08.04",
            "2005/08/04 - 2005/08/12", "04.08.2005-12.08.2005"})
    void theStartDateIsReadAsProgramsWriteIt(String written) {
        Trf trf = Trf.read(WITH_SPIELFREI.replace("042 04.08.2005", "042 " + written));
        assertThat(TrfCrosstable.startDate(trf)).contains(LocalDate.of(2005, 8, 4));
    }
}
