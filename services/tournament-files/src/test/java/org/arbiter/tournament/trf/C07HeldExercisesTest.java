package org.arbiter.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.Regulations;
import org.arbiter.tournament.standings.Standing;
import org.arbiter.tournament.standings.Standings;
import org.arbiter.tournament.standings.Tiebreak;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * FIDE C.07's tie-breaks on the crosstables of IA Mario Held's "Exercises in Tie-Breaking", whose
 * published answers are the expected values (resources {@code standings/}, their source in
 * {@code held.source.md}): Buchholz and its cuts with the unplayed rounds of Article 16, under the
 * 2023 text and the 2026 amendment, Sonneborn-Berger, Koya, the ratings-based tie-breaks, the counts
 * of Article 7 and Direct Encounter.
 */
class C07HeldExercisesTest {

    static Crosstable crosstable(String file) {
        try (InputStream in = C07HeldExercisesTest.class.getResourceAsStream("/standings/" + file)) {
            return TrfCrosstable.of(Trf.read(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "exercise {0}: {1} of {4} under C.07 {2}")
    @CsvFileSource(resources = "/standings/held-values.csv", delimiter = ';')
    void c07_eachTiebreakGivesTheExercisesPublishedAnswer(String exercise, String tiebreak, String regulations,
                                                         String file, int number, String expected) {
        Crosstable table = crosstable(file);
        var value = Standings.value(table, table.entrant(number), Tiebreak.parse(tiebreak), Regulations.ofYear(regulations));
        assertThat(value.map(Object::toString).orElse("none")).isEqualTo(expected);
    }

    @ParameterizedTest(name = "exercise {0}: {1}, participant {2}")
    @CsvFileSource(resources = "/standings/held-direct-encounter.csv", delimiter = ';')
    void c07_6_directEncounterRanksTheTiedAsTheExercisesDo(String exercise, String file, int number, int rank) {
        Crosstable table = crosstable(file);
        List<Standing> standings = Standings.of(table, List.of(Tiebreak.parse("DE")), Regulations.C07_2023);
        Map<Integer, Integer> ranks = standings.stream().collect(Collectors.toMap(s -> s.entrant().number(), Standing::rank));
        assertThat(ranks.get(number)).isEqualTo(rank);
    }

    @ParameterizedTest(name = "C.07 {0}: participant {1}")
    @CsvFileSource(resources = "/standings/unplayed-rounds-sb.csv", delimiter = ';')
    void c07_16_sonnebornBergerWithEveryKindOfUnplayedRoundAsTheTieBreakServerGivesIt(String regulations, int number,
            int rank, String points, String sb, String sbC1, String sbC2) {
        Crosstable table = crosstable("swiss_with_many_unplayed_rounds.trf");
        List<Tiebreak> order = List.of(Tiebreak.parse("SB"), Tiebreak.parse("SB-C1"), Tiebreak.parse("SB-C2"));
        Standing standing = Standings.of(table, order, Regulations.ofYear(regulations)).stream()
                .filter(s -> s.entrant().number() == number).findFirst().orElseThrow();
        assertThat(standing.points()).hasToString(points);
        assertThat(order.stream().map(tb -> standing.value(tb).orElseThrow().toString()).toList())
                .containsExactly(sb, sbC1, sbC2);
        assertThat(standing.rank()).isEqualTo(rank);
    }
}
