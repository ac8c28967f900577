package org.arbiter.service.web.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The review page's list of acts says every act in words, as the command line's timeline does
 * (issue 34, item 12): "White appeals against the ruling of act 3", not "White: appeal". The page's
 * own module (js/acts.js) is run by Node; without node the test is skipped, saying so.
 */
class ActsInWordsTest {
    private static final Path ACTS = Path.of("src/main/resources/static/js/acts.js");

    private static String describe(String... actions) throws IOException, InterruptedException {
        Path dir = Files.createDirectories(Path.of("target/acts-in-words"));
        Files.copy(ACTS, dir.resolve("acts.mjs"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        String script = "import('./acts.mjs').then((m) => { for (const a of [" + String.join(",", actions)
                + "]) console.log(m.describeAction(a)); });";
        Process p;
        try {
            p = new ProcessBuilder("node", "-e", script).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (IOException noNode) {
            assumeThat(false).as("node is not on this machine's PATH: the page's acts.js cannot be run").isTrue();
            return "";
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }

    @Test
    void appealsAndTheirDecisionsAndClockActsAreSaidInWords() throws Exception {
        String out = describe(
                "{act:'appeal',by:'white',ruling:3,grounds:'the Bishop was adjusted'}",
                "{act:'decide-appeal',by:'arbiter',appeal:5,decision:'overturned'}",
                "{act:'press',by:'black'}",
                "{act:'correct-time',by:'arbiter',player:'white',clock:'PT1H2M'}");

        assertThat(out.lines()).containsExactly(
                "White appeals against the ruling of act 3: the Bishop was adjusted",
                "The arbiter records the decision on the appeal of act 5: overturned",
                "Black presses his clock",
                "The arbiter corrects White's time to 1:02:00");
    }
}
