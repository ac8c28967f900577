package org.arbiter.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.Tiebreak;
import org.junit.jupiter.api.Test;

/**
 * TRF-2026 (FIDE, approved 12 May 2025, applied from 1 September 2025) beside TRF16: the same player
 * lines, with comment lines ({@code ###}), the number of rounds ({@code 142}), the tie-breaks in use
 * ({@code 202}), the scoring system ({@code 162}) and abnormal points ({@code 299}).
 */
class Trf2026Test {

    private static String resource(String name) throws IOException {
        try (InputStream in = Trf2026Test.class.getResourceAsStream("/standings/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aTrf2026FileIsReadLikeItsTrf16TwinAndGivesItsTiebreaks() throws IOException {
        Trf trf26 = Trf.read(resource("held_swiss_5.trf26"));
        Crosstable from26 = TrfCrosstable.of(trf26);
        Crosstable from16 = TrfCrosstable.of(Trf.read(resource("held_swiss_5.trf")));

        assertThat(from26).isEqualTo(from16);
        assertThat(TrfCrosstable.tiebreaks(trf26)).containsExactly(Tiebreak.parse("BH-C1"), Tiebreak.parse("BH"),
                Tiebreak.parse("ARO-C1"));
        assertThat(TrfCrosstable.startDate(trf26)).hasValueSatisfying(d -> assertThat(d).hasToString("2024-08-01"));
    }

    @Test
    void aTrf2026FileIsWrittenBackWithItsOwnRecordsAndTheSamePlayerLines() throws IOException {
        String text = resource("held_swiss_5.trf26");
        String written = Trf.read(text).write();

        assertThat(written.lines().filter(l -> !l.startsWith("001"))).containsExactlyElementsOf(
                text.lines().filter(l -> !l.startsWith("001")).toList());
        assertThat(Trf.read(written).players()).isEqualTo(Trf.read(text).players());
    }

    @Test
    void otherPointsThanTheStandardOnesAreRefusedNamingTheLine() throws IOException {
        String players = String.join("\n", resource("held_swiss_5.trf").lines().filter(l -> l.startsWith("001")).toList());
        assertThatThrownBy(() -> TrfCrosstable.of(Trf.read("012 Football scoring\n162  W 3.0    D 1.0    L 0.0\n" + players)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("162 line");
        assertThat(TrfCrosstable.of(Trf.read("012 Standard\n162  W 1.0    D 0.5    L 0.0\n" + players)).entrants())
                .hasSize(16);
        assertThatThrownBy(() -> TrfCrosstable.of(Trf.read("012 Penalty\n299 -     -1.0  003    1\n" + players)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("299 line");
    }
}
