package org.arbiter.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * A real Swiss's games against another program's tie-breaks and the press's ranks: the FIDE Women's
 * World Rapid Championship 2024, New York, 110 players over 11 rounds, read from lichess's broadcast
 * export (each game its tags alone, no movetext), with Buchholz Cut 1, Buchholz and the Average Rating
 * of Opponents Cut 1 as lichess's scalachess computes them (the source:
 * {@code standings/womens-world-rapid-2024.source.md}). Every round was played by every player, so
 * these are the plain definitions of C.07 (2023), with no virtual opponent.
 */
class WomensWorldRapid2024Test {
    private static final Path GAMES = Path.of("src/test/resources/standings/womens-world-rapid-2024.pgn");
    private static final Path SCALACHESS = Path.of("src/test/resources/standings/womens-world-rapid-2024-scalachess.csv");
    private static final List<Tiebreak> ORDER = List.of("BH-C1", "BH", "ARO-C1").stream().map(Tiebreak::parse).toList();
    private static List<Standing> standings;

    @BeforeAll
    static void rank() throws IOException {
        try (Reader in = Files.newBufferedReader(GAMES, StandardCharsets.UTF_8)) {
            PgnCrosstable.Read read = PgnCrosstable.read(in);
            Crosstable table = read.crosstable();
            assertThat(read.leftOut()).isEmpty();
            assertThat(table.entrants()).as("110 players, from 605 tag sections without movetext").hasSize(110);
            assertThat(table.rounds()).isEqualTo(11);
            assertThat(table.roundRobin()).isFalse();
            assertThat(table.entrants()).allSatisfy(e -> {
                for (int r = 1; r <= 11; r++) {
                    assertThat(e.round(r).playedGame()).as(e.name() + " in round " + r).isTrue();
                }
            });
            Regulations regulations = Regulations.inForceOn(read.start().orElseThrow());
            assertThat(regulations).isEqualTo(Regulations.C07_2023);
            standings = Standings.of(table, ORDER, regulations);
        }
    }

    @ParameterizedTest(name = "{1}: {2} points, BH-C1 {3}, BH {4}, ARO-C1 {5}")
    @CsvFileSource(resources = "/standings/womens-world-rapid-2024-scalachess.csv", delimiter = ';')
    void fide_C07_everyPlayersTiebreaksAreScalachesses(String fideId, String name, String points, String bhC1,
                                                      String bh, String aroC1) {
        Standing mine = standings.stream().filter(s -> s.entrant().fideId().equals(fideId)).findFirst().orElseThrow();
        assertThat(mine.entrant().name()).isEqualTo(name);
        assertThat(mine.points()).isEqualByComparingTo(points);
        assertThat(mine.value(ORDER.get(0)).orElseThrow()).isEqualByComparingTo(bhC1);
        assertThat(mine.value(ORDER.get(1)).orElseThrow()).isEqualByComparingTo(bh);
        assertThat(mine.value(ORDER.get(2)).orElseThrow()).isEqualByComparingTo(aroC1);
    }

    /** scalachess lists the players in its order by points and the three tie-breaks: the ranks are that order. */
    @Test
    void fide_C07_theRankingIsScalachessesOrder() throws IOException {
        List<String> theirs = Files.readAllLines(SCALACHESS).stream().map(l -> l.split(";")[0]).toList();
        List<String> mine = standings.stream().map(s -> s.entrant().fideId()).toList();
        assertThat(mine).containsExactlyElementsOf(theirs);
        assertThat(standings).extracting(Standing::rank).doesNotHaveDuplicates();
    }

    /**
     * The press: Koneru Humpy won alone on 8½ (her last-round win over Sukandar), and six players
     * finished on 8 behind her (FIDE: "shared 2-7th place").
     */
    @Test
    void fide_C07_humpyFirstAloneThenTheSixOnEight() {
        Standing first = standings.get(0);
        assertThat(first.entrant().name()).isEqualTo("Koneru, Humpy");
        assertThat(first.points()).isEqualByComparingTo("8.5");
        Set<String> onEight = standings.subList(1, 7).stream().map(s -> s.entrant().name()).collect(Collectors.toSet());
        assertThat(onEight).containsExactlyInAnyOrder("Ju, Wenjun", "Lagno, Kateryna", "Tan, Zhongyi",
                "Dronavalli, Harika", "Khamdamova, Afruza", "Kosteniuk, Alexandra");
        assertThat(standings.subList(1, 7)).allSatisfy(s -> assertThat(s.points()).isEqualByComparingTo(BigDecimal.valueOf(8)));
        assertThat(standings.get(7).points()).isLessThan(BigDecimal.valueOf(8));
    }

    /** The press: seven players led on 7½ going into the last round, and only Humpy of them won it. */
    @Test
    void fide_C07_sevenLedOnSevenAndAHalfBeforeTheLastRound() throws IOException {
        String games = Files.readString(GAMES, StandardCharsets.UTF_8);
        String firstTen = Arrays.stream(games.split("\n\n"))
                .filter(g -> !g.contains("[Round \"11.")).collect(Collectors.joining("\n\n"));
        Crosstable table = PgnCrosstable.read(new StringReader(firstTen)).crosstable();
        assertThat(table.rounds()).isEqualTo(10);
        List<Standing> afterTen = Standings.of(table, ORDER, Regulations.C07_2023);
        Set<String> leaders = afterTen.stream().filter(s -> s.points().compareTo(new BigDecimal("7.5")) == 0)
                .map(s -> s.entrant().name()).collect(Collectors.toSet());
        assertThat(leaders).containsExactlyInAnyOrder("Koneru, Humpy", "Ju, Wenjun", "Dronavalli, Harika",
                "Lagno, Kateryna", "Tan, Zhongyi", "Sukandar, Irine Kharisma", "Khamdamova, Afruza");
        assertThat(afterTen.get(0).points()).isEqualByComparingTo("7.5");
    }
}
