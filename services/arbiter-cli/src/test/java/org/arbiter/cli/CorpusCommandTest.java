package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.chess.pgn.PgnWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusCommandTest {

    @Test
    void theSameSeedGivesTheSameGamesAndAnotherSeedOthers() {
        String a = Run.of("corpus", "--games", "25", "--seed", "11").out();
        assertThat(Run.of("corpus", "--games", "25", "--seed", "11").out()).isEqualTo(a);
        assertThat(Run.of("corpus", "--games", "25", "--seed", "12").out()).isNotEqualTo(a);
    }

    @Test
    void gamesAreFinishedAndUseEveryPartOfPgn() {
        List<PgnGame> games = new ArrayList<>();
        new PgnReader(new StringReader(Run.of("corpus", "--games", "60").out())).forEachRemaining(e -> {
            assertThat(e.error()).as("game %d", e.number()).isEmpty();
            games.add(e.game());
        });
        assertThat(games).hasSize(60);
        List<PgnMove> moves = games.stream().flatMap(g -> g.mainLine().moves().stream()).toList();
        assertThat(moves).anyMatch(m -> !m.comments().isEmpty())
                .anyMatch(m -> !m.nags().isEmpty())
                .anyMatch(m -> !m.variations().isEmpty());
        for (PgnGame g : games) {
            assertThat(g.tags()).containsEntry("Result", g.result());
            if (g.finalPosition().isCheckmate()) {
                assertThat(g.result()).isIn("1-0", "0-1");
            }
        }
        assertThat(games).extracting(PgnGame::result).contains("1-0", "0-1", "1/2-1/2");
    }

    @Test
    void generatedGamesSurviveAWriteAndReadRoundTrip() {
        GameGenerator generator = new GameGenerator(5);
        for (int round = 1; round <= 30; round++) {
            PgnGame game = generator.game(round);
            PgnReader reader = new PgnReader(new StringReader(PgnWriter.write(game)));
            PgnEntry entry = reader.next();
            assertThat(entry.error()).isEmpty();
            assertThat(entry.game()).isEqualTo(game);
            assertThat(reader.hasNext()).isFalse();
        }
    }

    @Test
    void anOutputWhereNoFileCanBeIsSaidPlainly(@TempDir Path dir) {
        Path nowhere = dir.resolve("missing").resolve("games.pgn");
        Run missing = Run.of("corpus", "--games", "2", "-o", nowhere.toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("arbiter corpus: cannot write " + nowhere + ": there is no folder "
                + dir.resolve("missing") + System.lineSeparator());
        Run directory = Run.of("corpus", "--games", "2", "-o", dir.toString());
        assertThat(directory.exitCode()).isEqualTo(2);
        assertThat(directory.err()).contains(dir + ": it is a directory").doesNotContain("Exception");
    }

    @Test
    void aNegativeCountIsAUsageError() {
        assertThat(Run.of("corpus", "--games", "-1").exitCode()).isEqualTo(2);
    }

}
