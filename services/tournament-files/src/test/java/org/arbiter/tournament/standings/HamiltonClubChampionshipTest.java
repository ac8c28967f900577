package org.arbiter.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A real event's published tie-breaks with byes and an absence in the field: the Hamilton Chess Club
 * championship of 2018, 27 players over 6 rounds, whose two leaders tied on 5½ and were separated by
 * the New Zealand federation's tie-breaks, published for both (the source:
 * {@code standings/hamilton-club-championship-2018.source.md}). The event is older than C.07 2023, the
 * first text this project implements; the values it computes under that text are set beside the
 * published ones.
 */
class HamiltonClubChampionshipTest {
    private static final Path FILE = Path.of("src/test/resources/standings/hamilton-club-championship-2018.txt");
    private static final int ROUNDS = 6;
    private static final Pattern ROUND = Pattern.compile("([+=-])(?:BYE|([WB])(\\d+))");

    private static Crosstable table() throws IOException {
        List<Entrant> entrants = new ArrayList<>();
        for (String line : Files.readAllLines(FILE, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                break;
            }
            String[] f = line.split(" ");
            List<RoundResult> rounds = new ArrayList<>();
            for (int i = 3; i < f.length; i++) {
                rounds.add(round(f[i]));
            }
            entrants.add(new Entrant(Integer.parseInt(f[0]), f[1], "", "", Optional.empty(), rounds));
        }
        return new Crosstable(ROUNDS, Crosstable.Kind.SWISS, entrants);
    }

    /** {@code +W10} a win with White against the 10th; {@code =BYE} a half-point bye, {@code +BYE} the odd player's bye. */
    private static RoundResult round(String token) {
        Matcher m = ROUND.matcher(token);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a round: '" + token + "'");
        }
        if (m.group(2) == null) {
            return new RoundResult(0, RoundResult.Colour.NONE, m.group(1).equals("+") ? Outcome.PAIRING_BYE : Outcome.HALF_BYE);
        }
        Outcome outcome = switch (m.group(1)) {
            case "+" -> Outcome.WIN;
            case "=" -> Outcome.DRAW;
            default -> Outcome.LOSS;
        };
        return new RoundResult(Integer.parseInt(m.group(3)),
                m.group(2).equals("W") ? RoundResult.Colour.WHITE : RoundResult.Colour.BLACK, outcome);
    }

    @Test
    void theTableIsWholeEveryGameSeenFromBothSidesAndEveryPointCounted() throws IOException {
        Crosstable table = table();
        List<String> wrong = new ArrayList<>();
        for (String line : Files.readAllLines(FILE, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                break;
            }
            Entrant e = table.entrant(Integer.parseInt(line.split(" ")[0]));
            for (int r = 1; r <= ROUNDS; r++) {
                RoundResult mine = e.round(r);
                if (mine.opponent() == 0) {
                    continue;
                }
                RoundResult theirs = table.entrant(mine.opponent()).round(r);
                if (theirs.opponent() != e.number() || theirs.colour() == mine.colour()
                        || mine.outcome().halfPoints() + theirs.outcome().halfPoints() != 2) {
                    wrong.add(e.name() + ", round " + r);
                }
            }
            if (e.halfPoints(ROUNDS) != new BigDecimal(line.split(" ")[2]).multiply(BigDecimal.TWO).intValueExact()) {
                wrong.add(e.name() + ", points");
            }
        }
        assertThat(table.entrants()).hasSize(27);
        assertThat(wrong).isEmpty();
    }

    /**
     * Of the eight published values of the two players beside Direct Encounter, six agree with C.07
     * 2023; Graham Nolan's BH and SB are ½ above the published. He beat Maureen Murphy, whose one
     * point is the one-point bye of the odd player out in round 5: C.07 2023 16.3.1 counts it for her
     * opponents at the point awarded, while the club's program counted an opponent's unplayed round as
     * a draw, as FIDE's tie-break rules did before 2023 (her ½; Hilton Bennett's absence in the last
     * round is a draw under both). The cut takes her either way, so BH-C1 agrees.
     */
    @ParameterizedTest(name = "{0}: {1} published {2}, C.07 2023 gives {3}")
    @CsvSource({
        "1, PS, 19.5, 19.5",
        "1, BH, 22.5, 22.5",
        "1, SB, 19.75, 19.75",
        "1, BH-C1, 20.0, 20.0",
        "2, PS, 19.5, 19.5",
        "2, BH, 20.0, 20.5",
        "2, SB, 17.25, 17.75",
        "2, BH-C1, 19.5, 19.5"})
    void fide_C07_16_3_theLeadersValuesBesideThePublishedOnes(int place, String tiebreak, String published, String c07)
            throws IOException {
        Crosstable table = table();
        Tiebreak tb = Tiebreak.parse(tiebreak);
        BigDecimal mine = Standings.value(table, table.entrant(place), tb, Regulations.C07_2023).orElseThrow();
        assertThat(mine).isEqualByComparingTo(c07);
        if (mine.compareTo(new BigDecimal(published)) != 0) {
            assertThat(place).isEqualTo(2);
            assertThat(mine.subtract(new BigDecimal(published))).isEqualByComparingTo("0.5");
            assertThat(table.entrant(27).rounds()).contains(new RoundResult(0, RoundResult.Colour.NONE, Outcome.PAIRING_BYE));
        }
    }

    /**
     * Direct Encounter (their game drawn) and the progressive scores leave them tied; Buchholz ranks
     * Richard Dare first, as published.
     */
    @Test
    void fide_C07_4_2_theNzcfOrderRanksTheLeadersAsPublished() throws IOException {
        List<Tiebreak> order = List.of("DE", "PS", "BH", "SB", "BH-C1").stream().map(Tiebreak::parse).toList();
        List<Standing> standings = Standings.of(table(), order, Regulations.C07_2023);

        Standing first = standings.get(0);
        Standing second = standings.get(1);
        assertThat(List.of(first.entrant().name(), second.entrant().name())).containsExactly("Richard_Dare", "Graham_Nolan");
        assertThat(List.of(first.rank(), second.rank())).containsExactly(1, 2);
        assertThat(first.value(order.get(0))).isEqualTo(second.value(order.get(0)));
        assertThat(first.value(order.get(1))).isEqualTo(second.value(order.get(1)));
    }
}
