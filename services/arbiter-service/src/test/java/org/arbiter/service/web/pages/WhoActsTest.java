package org.arbiter.service.web.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Who an act tapped on "the side to move" is given (issue 44, items 1-3), from the law engine's
 * turns as the service answers them: the page's own module (js/who-acts.js), run by Node; without
 * node the test is skipped, saying so. The whole games are in RecordPageInBrowserTest.
 */
class WhoActsTest {
    private static final Path WHO = Path.of("src/main/resources/static/js/who-acts.js");

    /** Each case: the act's fields, the engine's turn after the act before it, what the acts said. */
    private static List<String> who(String... cases) throws IOException, InterruptedException {
        Path dir = Files.createDirectories(Path.of("target/who-acts"));
        Files.copy(WHO, dir.resolve("who-acts.mjs"), StandardCopyOption.REPLACE_EXISTING);
        String script = "import('./who-acts.mjs').then((m) => { for (const [f, t, s] of [" + String.join(",", cases)
                + "]) console.log(m.whoActs(f, t, s)); });";
        Process p;
        try {
            p = new ProcessBuilder("node", "-e", script).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (IOException noNode) {
            assumeThat(false).as("node is not on this machine's PATH: the page's who-acts.js cannot be run").isTrue();
            return List.of();
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out.lines().toList();
    }

    @Test
    void fide_6_2_1_aPressBelongsToThePlayerWhoseMoveItEndsNotToTheSideNowToMove() throws Exception {
        assertThat(who(
                // 1.e4 recorded: Black to move, White's clock runs until he presses
                "[{act:'press'}, {toMove:'black', running:'white', lastMover:'white'}, {mover:'white'}]",
                // an illegal move by White not yet completed: FIDE counts no turn, White's clock runs
                "[{act:'press'}, {toMove:'white', running:'white', lastMover:'black'}, {mover:'white'}]",
                // 1897: the running clock is the side to move's time used; the mover presses
                "[{act:'press'}, {toMove:'black', running:'black', lastMover:'white'}, {mover:'white'}]",
                // a tablet that recorded none of the game: whose clock runs
                "[{act:'press'}, {toMove:'black', running:'white', lastMover:'white'}, {}]"))
                .containsExactly("white", "white", "white", "white");
    }

    @Test
    void fide_7_5_1_afterAnIllegalMoveIsTakenBackTheOffenderMovesAgain() throws Exception {
        assertThat(who(
                // Black's illegal move reinstated at his press: Black to move, White made the last legal move
                "[{act:'move'}, {toMove:'black', running:'black', lastMover:'white'}, {mover:'black'}]",
                // 1897 II.6(b): White's illegal move stands on the board uncounted, Black replies
                "[{act:'move'}, {toMove:'white', lastMover:'white'}, {mover:'white'}]",
                // a man in the hand: its owner places it and promotes it
                "[{act:'promote'}, {toMove:'black', lastMover:'white', hand:'white'}, {}]"))
                .containsExactly("black", "black", "white");
    }

    @Test
    void claimsAndPenaltiesGoToTheOffendedPlayer() throws Exception {
        assertThat(who(
                "[{act:'claim', claim:'touch-move'}, {toMove:'black', lastMover:'white'}, {toucher:'black'}]",
                "[{act:'claim', claim:'illegal-move'}, {toMove:'white', lastMover:'white'}, {}]",
                "[{act:'exact', penalty:'A'}, {toMove:'white', lastMover:'white'}, {offender:'black'}]",
                "[{act:'refuse'}, {toMove:'white', lastMover:'white'}, {offender:'black'}]",
                "[{act:'accept-draw'}, {toMove:'black', lastMover:'white'}, {offer:'white'}]"))
                .containsExactly("white", "black", "white", "black", "black");
    }
}
