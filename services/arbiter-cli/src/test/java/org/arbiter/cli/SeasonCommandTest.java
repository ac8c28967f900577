package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./arbiter season DIR --code CODE}: every game of a directory re-ruled, where it would differ. */
class SeasonCommandTest {
    private static final Path EXAMPLES = Path.of("../../examples");

    @TempDir
    Path season;

    @Test
    void aGameRuledOtherwiseShowsTheActsWhereTheCodesPartAndTheResults() throws IOException {
        copy("codes-fifty-moves-pawn-moves.jsonl", "round-1");
        copy("law-5c-touched-man-not-moved.jsonl", "round-2");

        Run r = Run.of("season", season.toString(), "--code", "encyclopaedia-1911");

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("round-1/codes-fifty-moves-pawn-moves.jsonl: 1/2-1/2 (xi) under household-chess, "
                        + "1/2-1/2 (fifty-moves) under encyclopaedia-1911",
                "    100. White moves Ke1  rulings household-chess: none | encyclopaedia-1911: fifty-moves"
                        + "  result household-chess: * | encyclopaedia-1911: 1/2-1/2 (fifty-moves)",
                "round-2/law-5c-touched-man-not-moved.jsonl: * under chess-code-1897, * under encyclopaedia-1911",
                "     9. Black exacts Penalty A  rulings chess-code-1897: II.5(c) | encyclopaedia-1911: none");
        assertThat(r.lastLine()).isEqualTo("season: 2 games under encyclopaedia-1911: 1 with another result, "
                + "2 with other rulings, 0 refused by a code, 0 bad files");
        assertThat(r.err()).contains("re-ruled 2 games in");
    }

    @Test
    void aGameReRuledUnderItsOwnCodeDiffersNowhere() throws IOException {
        copy("law-6e-uncorrected-illegal-move.jsonl", ".");

        Run r = Run.of("season", season.toString(), "--code", "chess-code-1897");

        assertThat(r.out().strip()).isEqualTo("season: 1 game under chess-code-1897: 0 with another result, "
                + "0 with other rulings, 0 refused by a code, 0 bad files");
    }

    @Test
    void aBadFileIsNamedWithItsLineAndTheRestAreStillReRuled() throws IOException {
        copy("law-5c-touched-man-not-moved.jsonl", ".");
        Files.writeString(season.resolve("broken.jsonl"), "{\"header\": {\"code\": \"chess-code-1897\"}}\n"
                + "{\"act\": \"move\", \"by\": \"white\", \"move\": \"e4\"}\n{\"act\": \"fly\", \"by\": \"black\"}\n");

        Run r = Run.of("season", season.toString(), "--code", "encyclopaedia-1911");

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("arbiter: broken.jsonl: line 3");
        assertThat(r.out()).contains("law-5c-touched-man-not-moved.jsonl: * under chess-code-1897");
        assertThat(r.lastLine()).contains("2 games under encyclopaedia-1911: 0 with another result").endsWith("1 bad file");
    }

    @Test
    void aPathThatIsNoDirectoryIsRefused() {
        Run r = Run.of("season", season.resolve("missing").toString(), "--code", "fide-2023");

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("missing: not a directory");
    }

    private void copy(String example, String folder) throws IOException {
        Path into = Files.createDirectories(season.resolve(folder));
        Files.copy(EXAMPLES.resolve(example), into.resolve(example));
    }
}
