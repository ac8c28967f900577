package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbiter.law.json.Json;
import org.junit.jupiter.api.Test;

/** {@code ./arbiter replay FILE --code CODE [--supplement CODE]}: the same acts ruled under another code. */
class ReplayUnderCodeTest {
    private static final Path EXAMPLES = Path.of("../../examples");
    private static final String TOUCHED = EXAMPLES.resolve("codes-touched-man-cannot-move.jsonl").toString();

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(Run r) {
        return (Map<String, Object>) Json.parse(r.out().strip());
    }

    @SuppressWarnings("unchecked")
    private static List<String> laws(Map<String, Object> json) {
        return ((List<Map<String, Object>>) json.get("rulings")).stream().map(m -> (String) m.get("law")).toList();
    }

    @Test
    void theJsonNamesTheCodeThatRuled() {
        Map<String, Object> header = json(Run.of("replay", TOUCHED, "--json"));
        Map<String, Object> under1897 = json(Run.of("replay", TOUCHED, "--code", "chess-code-1897", "--json"));

        assertThat(header.get("code")).isEqualTo("encyclopaedia-1911");
        assertThat(laws(header)).containsExactly("touch-cannot-move", "touch-cannot-move");
        assertThat(under1897.get("code")).as("version 2 is in use: the code is named").isEqualTo("chess-code-1897");
        assertThat(laws(under1897)).containsExactly("II.6");
        assertThat(under1897.get("position")).isEqualTo("4k3/8/8/8/3P4/8/1P6/2B2K1R b");
    }

    @Test
    void aSupplementIsNamedAndRulesWhereTheCodeIsSilent() {
        Map<String, Object> json = json(Run.of("replay", TOUCHED, "--code", "household-chess", "--supplement",
                "chess-code-1897", "--json"));

        assertThat(json).containsEntry("code", "household-chess").containsEntry("supplement", "chess-code-1897");
        assertThat(laws(json)).as("the 1897 Code's II.6 where the household laws are silent").containsExactly("II.6");
    }

    @Test
    void version1OutputHasNoCode() {
        Map<String, Object> json = json(Run.of("replay", EXAMPLES.resolve("law-8c-repetition-claim.jsonl").toString(), "--json"));

        assertThat(json).doesNotContainKey("code").doesNotContainKey("supplement");
    }

    @Test
    void anUnknownCodeIsRefusedNamingTheOptionNotTheFile() {
        Run r = Run.of("replay", TOUCHED, "--code", "fide-1851", "--json");

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--code: 'fide-1851' is not a code").doesNotContain("field \"code\"");
    }

    @Test
    void theTimelineNamesTheSupplement() {
        Run r = Run.of("replay", TOUCHED, "--code", "household-chess", "--supplement", "chess-code-1897", "--brief");

        assertThat(r.out().lines().findFirst().orElseThrow()).endsWith("[household-chess, supplemented by chess-code-1897]");
        assertThat(r.out()).contains("RULING II.6").doesNotContain("RULING touch");
    }
}
