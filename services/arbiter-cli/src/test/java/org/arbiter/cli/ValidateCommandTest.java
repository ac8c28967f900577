package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
    private static final String GOOD = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n";
    private static final String BAD = "[Event \"b\"]\n\n1. d4 d5 2. c4 Kd5 3. Nc3 *\n\n";

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path f = dir.resolve("games.pgn");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void allGoodGamesExitZeroWithASummary() throws IOException {
        Run run = Run.of("validate", file(GOOD + GOOD).toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.lastLine()).matches("2 games, 12 moves, 0 games with errors, \\d+ games/s");
        assertThat(run.out().lines().count()).isEqualTo(1);
    }

    @Test
    void eachBadGameIsListedAndTheExitCodeIsOne() throws IOException {
        Run run = Run.of("validate", file(GOOD + BAD + GOOD + BAD).toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().filter(l -> l.startsWith("game "))).hasSize(2)
                .anySatisfy(l -> assertThat(l).startsWith("game 2, move 2: 2... Kd5"))
                .anySatisfy(l -> assertThat(l).startsWith("game 4, move 2: "));
        assertThat(run.lastLine()).startsWith("4 games, 18 moves, 2 games with errors, ");
    }

    @Test
    void countsOfOneAreSingular() throws IOException {
        assertThat(Run.of("validate", file("[Event \"c\"]\n\n1. e4 *\n\n").toString()).lastLine())
                .matches("1 game, 1 move, 0 games with errors, \\d+ games/s");
        assertThat(Run.of("validate", file(BAD).toString()).lastLine()).startsWith("1 game, 3 moves, 1 game with errors, ");
    }

    @Test
    void aTagErrorIsInTheTagsOfItsGameNotAtMoveZero() throws IOException {
        Run run = Run.of("validate", file(GOOD + "[Event \"d\"]\n[FEN \"8/8 w\"]\n\n1. e4 *\n\n").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().findFirst().orElseThrow()).startsWith("in the tags of game 2: invalid FEN '8/8 w'")
                .doesNotContain("move 0");
    }

    @Test
    void anUnreadableFileExitsTwoNamingIt() {
        String missing = dir.resolve("missing.pgn").toString();
        Run run = Run.of("validate", missing);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(missing).contains("no such file").doesNotContain("Exception");
        Run directory = Run.of("validate", dir.toString());
        assertThat(directory.exitCode()).isEqualTo(2);
        assertThat(directory.err()).contains("directory");
    }

    @Test
    void aGeneratedCorpusValidatesCleanly() throws IOException {
        Path corpus = dir.resolve("corpus.pgn");
        assertThat(Run.of("corpus", "--games", "40", "--seed", "7", "-o", corpus.toString()).exitCode()).isZero();
        Run run = Run.of("validate", corpus.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.lastLine()).startsWith("40 games, ").contains(" 0 games with errors");
    }
    /** A broadcast's export of results once read as one game with errors: each tag section is a game, read as a result. */
    @Test
    void aResultsOnlyExportIsOneGameATagSectionEachANoteAndQuietCountsTheNotes() throws IOException {
        String results = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n[White \"C\"]\n[Black \"D\"]\n"
                + "[Result \"0-1\"]\n\n";
        Run run = Run.of("validate", file(results + GOOD).toString());
        assertThat(run.exitCode()).as(run.out()).isZero();
        assertThat(run.out()).contains("note: game 1, move 0: no moves: read as a result only, the Result tag's 1-0 (line 1)")
                .contains("note: game 2, move 0:");
        assertThat(run.lastLine()).startsWith("3 games, ").contains("0 games with errors, 2 notes");

        Run quiet = Run.of("validate", file(results + GOOD).toString(), "--quiet");
        assertThat(quiet.out()).doesNotContain("note:");
        assertThat(quiet.lastLine()).contains("2 notes");
    }
}
