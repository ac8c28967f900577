package org.arbiter.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.arbiter.law.sequence.Header;
import org.junit.jupiter.api.Test;

/**
 * A tournament's time control read from its TRF (issue 44): line 122 of TRF16 as real files write
 * it (resources/time-control/trf-122-lines.tsv, each with where it was found), line 222 of
 * TRF-2026, and a line that cannot be read refused naming it.
 */
class TrfTimeControlTest {
    private static final String PLAYER = "001    1 m    Naoum,Spyridon                    2359 GRE     4227506 1997/00/00  0.0    1";

    @Test
    void theLinesOfRealFilesGiveTheControlTheyMean() throws IOException {
        String table;
        try (InputStream in = getClass().getResourceAsStream("/time-control/trf-122-lines.tsv")) {
            table = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> rows = table.lines().filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        assertThat(rows).hasSizeGreaterThanOrEqualTo(6);
        for (String row : rows) {
            String[] c = row.split("\t");
            Optional<Header.TimeControl> read = TrfTimeControl.of("012 Open\n" + c[0] + "\n" + PLAYER + "\n");
            assertThat(read).as(c[0]).contains(new Header.TimeControl(Duration.parse(c[1]), Duration.parse(c[2]),
                    c[3].equals("-") ? Optional.empty() : Optional.of(Integer.parseInt(c[3])),
                    c[4].equals("-") ? Duration.ZERO : Duration.parse(c[4])));
        }
    }

    @Test
    void aFileWithoutTheLineHasNoTimeControl() {
        assertThat(TrfTimeControl.of("012 Open\n" + PLAYER + "\n")).isEmpty();
        assertThat(TrfTimeControl.of("012 Open\n122 \n" + PLAYER + "\n")).isEmpty();
    }

    @Test
    void trf2026sLine222ComesBeforeTrf16s122() {
        assertThat(TrfTimeControl.of("012 Open\n122 90 min\n222 900+10\n" + PLAYER + "\n"))
                .contains(new Header.TimeControl(Duration.ofMinutes(15), Duration.ofSeconds(10), Optional.empty(),
                        Duration.ZERO));
    }

    @Test
    void aLineThatCannotBeReadIsRefusedNamingItsLineAndWhy() {
        assertThatThrownBy(() -> TrfTimeControl.of("012 Open\n022 Hastings\n122 Standard\n" + PLAYER))
                .isInstanceOf(TrfError.class).hasMessageStartingWith("line 3, column 5: the time control (122) 'Standard'")
                .hasMessageContaining("names no period");
        assertThatThrownBy(() -> TrfTimeControl.of("012 Open\n122 40/120, 20/60, 30\n" + PLAYER))
                .isInstanceOf(TrfError.class).hasMessageContaining("line 2").hasMessageContaining("more periods than");
        assertThatThrownBy(() -> TrfTimeControl.of("012 Open\n222 90 minutes\n" + PLAYER))
                .isInstanceOf(TrfError.class).hasMessageContaining("line 2").hasMessageContaining("PGN's TimeControl");
        assertThatThrownBy(() -> TrfTimeControl.read("90 min + 30 min"))
                .hasMessageContaining("not after how many moves");
    }
}
