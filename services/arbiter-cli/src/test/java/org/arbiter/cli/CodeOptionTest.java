package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A code mistyped on the command line is the option's fault, not the file's: the option is named,
 * the codes are listed, and the exit is 2 (issue 34, item 9), before any file is read.
 */
class CodeOptionTest {
    private static final Path EXAMPLES = Path.of("../../examples");
    private static final String FILE = EXAMPLES.resolve("law-6e-uncorrected-illegal-move.jsonl").toString();

    private static void refusedNamingTheOption(Run r, String option, String typo) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).contains(option + ": '" + typo + "' is not a code", "chess-code-1897", "fide-2023")
                .doesNotContain("line 1").doesNotContain("field");
        assertThat(r.err().strip().lines()).as("one line").hasSize(1);
        assertThat(r.out()).isEmpty();
    }

    @Test
    void replayWithAMistypedCodeNamesTheOptionAndListsTheCodes() {
        refusedNamingTheOption(Run.of("replay", FILE, "--code", "fide-2032"), "--code", "fide-2032");
        refusedNamingTheOption(Run.of("replay", FILE, "--supplement", "chess-code-1879"), "--supplement", "chess-code-1879");
    }

    @Test
    void seasonWithAMistypedCodeExitsTwoBeforeReadingAGame() {
        refusedNamingTheOption(Run.of("season", EXAMPLES.toString(), "--code", "fide23"), "--code", "fide23");
    }

    @Test
    void compareWithAMistypedCodeAmongTheCodesExitsTwo() {
        refusedNamingTheOption(Run.of("compare", FILE, "--codes", "chess-code-1897,fide"), "--codes", "fide");
        refusedNamingTheOption(Run.of("compare", FILE, "--codes", "chess-code-1897,household-chess+fide"), "--codes", "fide");
    }
}
