package org.arbiter.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * A real round-robin's games against another program's tie-breaks: the UzChess Cup Masters 2025, ten
 * players, read from its broadcast PGN as the broadcast exports it (each game its tags alone, no movetext), with Direct Encounter, Sonneborn-Berger, wins, wins with
 * Black and the Koya System as lichess's scalachess computes them (the source:
 * {@code standings/uzchesscup-2025.source.md}). Not the organiser's values: its three leaders were
 * separated by a play-off.
 */
class UzChessCupTest {
    private static final Path GAMES = Path.of("src/test/resources/standings/uzchesscup-2025.pgn");
    private static final Path SCALACHESS = Path.of("src/test/resources/standings/uzchesscup-2025-scalachess.csv");
    private static final List<Tiebreak> ORDER = List.of("DE", "SB", "WIN", "BWG", "KS").stream()
            .map(Tiebreak::parse).toList();
    private static List<Standing> standings;

    @BeforeAll
    static void rank() throws IOException {
        try (Reader in = Files.newBufferedReader(GAMES, StandardCharsets.UTF_8)) {
            PgnCrosstable.Read read = PgnCrosstable.read(in);
            Crosstable table = read.crosstable();
            assertThat(read.leftOut()).isEmpty();
            assertThat(table.entrants()).as("ten players, read from 45 tag sections without movetext").hasSize(10);
            assertThat(table.rounds()).isEqualTo(9);
            assertThat(table.roundRobin()).isTrue();
            standings = Standings.of(table, ORDER, Regulations.C07_2023);
        }
    }

    /**
     * scalachess gives Direct Encounter as the points scored among the tied, this project as the place
     * among them: the order they give is the same, and every other value is equal.
     */
    @ParameterizedTest(name = "{1}: {2} points, DE {3}, SB {4}, WIN {5}, BWG {6}, KS {7}")
    @CsvFileSource(resources = "/standings/uzchesscup-2025-scalachess.csv", delimiter = ';')
    void fide_C07_everyPlayersTiebreaksAreScalachesses(String fideId, String name, String points, String de, String sb,
                                                      String win, String bwg, String ks) {
        Standing mine = standings.stream().filter(s -> s.entrant().fideId().equals(fideId)).findFirst().orElseThrow();
        assertThat(mine.entrant().name()).isEqualTo(name);
        assertThat(mine.points()).isEqualByComparingTo(points);
        assertThat(mine.value(ORDER.get(1)).orElseThrow()).isEqualByComparingTo(sb);
        assertThat(mine.value(ORDER.get(2)).orElseThrow()).isEqualByComparingTo(win);
        assertThat(mine.value(ORDER.get(3)).orElseThrow()).isEqualByComparingTo(bwg);
        assertThat(mine.value(ORDER.get(4)).orElseThrow()).isEqualByComparingTo(ks);
        for (Standing other : standings) {
            if (other.points().compareTo(mine.points()) == 0 && other != mine) {
                BigDecimal theirs = new BigDecimal(lineOf(other.entrant().fideId())[3]);
                int byScalachess = Integer.signum(theirs.compareTo(new BigDecimal(de)));
                BigDecimal myPlace = mine.value(ORDER.get(0)).orElseThrow();
                int byPlace = Integer.signum(myPlace.compareTo(other.value(ORDER.get(0)).orElseThrow()));
                assertThat(byPlace).as(name + " against " + other.entrant().name()).isEqualTo(byScalachess);
            }
        }
    }

    private static String[] lineOf(String fideId) {
        try {
            return Files.readAllLines(SCALACHESS).stream()
                    .map(l -> l.split(";")).filter(f -> f[0].equals(fideId)).findFirst().orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
