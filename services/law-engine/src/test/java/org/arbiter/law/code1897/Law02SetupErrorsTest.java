package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Ruling;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 2: errors in placing the board or the men. */
class Law02SetupErrorsTest {
    /** King and Queen set up on each other's squares. */
    private static final String WRONG_MEN = header("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1");

    private static String claim(String by, String ground) {
        return "{\"act\":\"claim\",\"by\":\"" + by + "\",\"claim\":\"annulment\",\"ground\":\"" + ground + "\"}\n";
    }

    @Test
    void II_2_errorInSettingUpTheMenAnnulsTheGame() {
        ReplayResult r = run(WRONG_MEN + play("e4 e5 Nf3 Nc6") + claim("white", "setup-error"));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
        assertThat(r.termination()).isEqualTo("II.2");
        assertThat(laws(r)).containsExactly("II.2");
    }

    @Test
    void II_2_claimInTimeWhenTheSecondPlayerHasCompletedOnlyThreeMoves() {
        ReplayResult r = run(WRONG_MEN + play("e4 e5 Nf3 Nc6 Bc4 Bc5 d3") + claim("black", "setup-error"));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
    }

    @Test
    void II_2_menSetUpForOddsAreNoSetupError() {
        String odds = "{\"header\":{\"odds\":{\"giver\":\"white\",\"man\":\"knight\"}}}\n";
        Ruling r = Cases.fails(odds + play("e4 e5"), claim("black", "setup-error"), "II.2", Color.BLACK);

        assertThat(r.text()).contains("set up as I.5(b) requires");
    }

    @Test
    void II_2_lateClaimAfterTheSecondPlayersFourthMoveFails() {
        Ruling r = Cases.fails(WRONG_MEN + play("e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6"), claim("white", "setup-error"), "II.2",
                Color.WHITE);

        assertThat(r.text()).contains("completed his fourth move");
    }

    @Test
    void II_2_claimFailsWhenTheMenWereSetUpCorrectly() {
        Ruling r = Cases.fails(INITIAL + play("e4 e5"), claim("white", "setup-error"), "II.2", Color.WHITE);

        assertThat(r.text()).contains("set up as I.5(b) requires");
    }

    @Test
    void II_2_boardImproperlyPlacedAnnulsTheGame() {
        ReplayResult r = run(INITIAL + play("e4") + claim("black", "board-misplaced"));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
        assertThat(Cases.lastText(r)).contains("board");
    }

    @Test
    void II_2_claimAfterTheGameIsFinishedIsRejected() {
        String mated = INITIAL + play("f3 e5 g4 Qh4#");
        Ruling r = Cases.fails(mated, claim("white", "board-misplaced"), "II.2", Color.WHITE);
        ReplayResult after = run(mated + claim("white", "board-misplaced"));

        assertThat(r.text()).contains("finished");
        assertThat(after.result()).as("the mate stands; nothing is annulled").isEqualTo(Result.BLACK_WINS);
        assertThat(after.termination()).isEqualTo("I.15(a)");
    }

    @Test
    void II_2_theSecondPlayerIsTheOneWhoDidNotMoveFirst() {
        ReplayResult r = run(INITIAL + play("black", "e5 e4 Nc6 Nf3 Nf6 Bc4 Bc5 d3") + claim("black", "board-misplaced"));

        assertThat(r.result()).as("White, second here, has completed his fourth move").isEqualTo(Result.IN_PLAY);
    }
}
