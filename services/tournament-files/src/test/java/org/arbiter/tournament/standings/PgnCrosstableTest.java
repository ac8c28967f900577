package org.arbiter.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** A PGN file's games as a crosstable: every game read whole, or the file refused, or the bad games named. */
class PgnCrosstableTest {
    private static String game(String round, String white, String black, String result, String movetext) {
        return "[Round \"" + round + "\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result
                + "\"]\n\n" + movetext;
    }

    private static final String FOUR = game("1.1", "A", "B", "1-0", "")
            + game("1.2", "C", "D", "1/2-1/2", "")
            + game("2.1", "B", "C", "0-1", "1. e4 e5 2. Ke3 0-1\n\n")
            + game("2.2", "D", "A", "0-1", "");

    @Test
    void fide_C07_aBroadcastsResultsOnlyExportGivesEveryGame() {
        PgnCrosstable.Read read = PgnCrosstable.read(new StringReader(FOUR.replace("2. Ke3", "2. Nf3")));
        assertThat(read.crosstable().entrants()).hasSize(4);
        assertThat(read.crosstable().rounds()).isEqualTo(2);
        Entrant a = read.crosstable().entrants().stream().filter(e -> e.name().equals("A")).findFirst().orElseThrow();
        assertThat(a.halfPoints(2)).isEqualTo(4);
        assertThat(read.leftOut()).isEmpty();
    }

    @Test
    void aGameThatCannotBeReadWholeRefusesTheFileNamingIt() {
        assertThatThrownBy(() -> PgnCrosstable.read(new StringReader(FOUR)))
                .isInstanceOf(PgnCrosstable.BadGame.class)
                .hasMessageContaining("game 3, move 2").hasMessageContaining("Ke3");
    }

    @Test
    void askedToTheBadGamesAreLeftOutNamedAndLeaveNoTrace() {
        String withoutRound = FOUR + game("", "E", "F", "1-0", "");
        PgnCrosstable.Read read = PgnCrosstable.read(new StringReader(withoutRound), true);
        assertThat(read.leftOut()).hasSize(2);
        assertThat(read.leftOut().get(0)).contains("game 3");
        assertThat(read.leftOut().get(1)).contains("game 5").contains("Round");
        assertThat(read.crosstable().entrants()).extracting(Entrant::name)
                .as("E and F played only the game left out").doesNotContain("E", "F");
    }

    @Test
    void aPlayerTwiceInARoundIsABadGameAndEntersNeitherSide() {
        String twice = game("1", "A", "B", "1-0", "") + game("1", "C", "A", "1-0", "");
        assertThatThrownBy(() -> PgnCrosstable.read(new StringReader(twice))).hasMessageContaining("A already has a game");
        PgnCrosstable.Read read = PgnCrosstable.read(new StringReader(twice), true);
        assertThat(read.crosstable().entrants()).extracting(Entrant::name).containsExactlyInAnyOrder("A", "B");
    }

    @Test
    void aFileWithNoGameOrNoResultIsNoTournament() {
        assertThatThrownBy(() -> PgnCrosstable.read(new StringReader(""))).hasMessageContaining("no PGN game");
        assertThatThrownBy(() -> PgnCrosstable.read(new StringReader(game("1", "A", "B", "*", ""))))
                .hasMessageContaining("has a result");
    }
}
