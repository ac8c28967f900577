package org.arbiter.law;

import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.runUnder;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The examples that show where two codes rule the same acts differently
 * ({@code examples/codes-*.jsonl}), each replayed under both codes: the rulings' citations and
 * what they did to the game.
 */
class CodesExamplesTest {
    private static final Path EXAMPLES = Path.of("../../examples");

    private static String example(String name) throws IOException {
        return Files.readString(EXAMPLES.resolve(name));
    }

    @Test
    void fiftyMovesWithPawnMovesBetween_theHouseholdCallDrawsWhereThe1897CountOfMovesWithoutACaptureDoesNot()
            throws IOException {
        String acts = example("codes-fifty-moves-pawn-moves.jsonl");

        ReplayResult household = runUnder(acts, "household-chess", null);
        ReplayResult article = runUnder(acts, "encyclopaedia-1911", null);
        ReplayResult code1897 = runUnder(acts, "chess-code-1897", null);

        assertThat(laws(household)).containsExactly("xi");
        assertThat(household.rulings().get(0).seq()).as("after fifty moves on each side").isEqualTo(101);
        assertThat(household.result()).isEqualTo(Result.DRAWN);
        assertThat(laws(article)).containsExactly("fifty-moves");
        assertThat(article.rulings().get(0).seq()).as("fifty moves and forty-nine replies").isEqualTo(100);
        assertThat(article.result()).isEqualTo(Result.DRAWN);
        assertThat(laws(code1897)).as("the call decides nothing; the claim fails").containsExactly("II.8(b)");
        assertThat(code1897.rulings().get(0).seq()).isEqualTo(102);
        assertThat(code1897.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void anUnannouncedCheck_theHouseholdLetsTheMoveStandWhereThe1897CodeUndoesAnIllegalMove() throws IOException {
        String acts = example("codes-unannounced-check.jsonl");

        ReplayResult household = runUnder(acts, "household-chess", null);
        ReplayResult code1897 = runUnder(acts, "chess-code-1897", null);

        assertThat(laws(household)).containsExactly("ix", "ix");
        assertThat(household.rulings().get(0).position()).as("Black's move stands, White to play")
                .isEqualTo("4k3/8/7p/8/Q7/8/8/4K3 w");
        assertThat(household.position()).as("the men replaced as the check left them").isEqualTo("4k3/7p/8/8/Q7/8/8/4K3 b");
        assertThat(laws(code1897)).containsExactly("II.6(e)");
        assertThat(code1897.notices().get(0).position()).as("the illegal move does not end Black's turn")
                .isEqualTo("4k3/8/7p/8/Q7/8/8/4K3 b");
        assertThat(code1897.position()).isEqualTo("4k3/7p/8/8/Q7/8/8/4K3 b");
    }

    @Test
    void aTouchedManThatCannotMove_the1911ArticleMakesTheKingMoveWhereThe1897CodeImposesNothing() throws IOException {
        String acts = example("codes-touched-man-cannot-move.jsonl");

        ReplayResult article = runUnder(acts, "encyclopaedia-1911", null);
        ReplayResult code1897 = runUnder(acts, "chess-code-1897", null);

        assertThat(laws(article)).containsExactly("touch-cannot-move", "touch-cannot-move");
        assertThat(article.position()).as("the Pawn's move did not stand; the King moved").isEqualTo("4k3/8/8/8/8/8/1P1P4/2B2K1R b");
        assertThat(laws(code1897)).as("the Pawn's move stands; the claim fails").containsExactly("II.6");
        assertThat(code1897.position()).isEqualTo("4k3/8/8/8/3P4/8/1P6/2B2K1R b");
    }
}
