package org.arbiter.law.household;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** Household law xi: the call to mate in fifty moves on each side, and its note. */
class LawXiFiftyMovesTest {
    private static final String START = header(HouseholdChess.CODE, "7k/8/8/8/8/8/8/KR6 w - - 0 1");
    private static final String CALL = act("call", "black", "\"what\":\"fifty-moves\"");

    /** {@code n} moves of each King to and fro, White first. */
    static String shuffle(int n, String white, String black) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(play("white", white.split(" ")[i % 2])).append(play("black", black.split(" ")[i % 2]));
        }
        return sb.toString();
    }

    @Test
    void household_xi_aClaimOfFiftyMovesIsRuledByXiNotBySupplement() {
        String moves = "7k/8/8/8/8/8/8/KR6 w - - 0 1";
        String fifty = shuffle(50, "Rb2 Rb1", "Kh7 Kh8") + act("claim", "white", "\"claim\":\"draw-fifty-moves\"");
        ReplayResult alone = run(header("chess-code-1897", moves) + fifty);
        ReplayResult supplemented = run(header(HouseholdChess.CODE, "chess-code-1897", moves) + fifty);

        assertThat(laws(alone)).as("the 1897 Code on its own draws under II.8(b)").containsExactly("II.8(b)");
        assertThat(alone.result()).isEqualTo(Result.DRAWN);
        assertThat(laws(supplemented)).as("xi, not the supplement's II.8(b)").containsExactly("xi");
        assertThat(supplemented.rulings().get(0).text()).contains("no call has been made");
        assertThat(supplemented.result()).as("no call, no draw").isEqualTo(Result.IN_PLAY);
        assertThat(supplemented.position()).isEqualTo(alone.position());
    }

    @Test
    void household_xi_aClaimOfRepetitionIsRuledByXisNoteNotBySupplement() {
        String repeated = play("white", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
                + act("claim", "white", "\"claim\":\"draw-repetition\"");
        ReplayResult alone = run(header("chess-code-1897", "initial") + repeated);
        ReplayResult supplemented = run(header(HouseholdChess.CODE, "chess-code-1897", "initial") + repeated);

        assertThat(laws(alone)).containsExactly("II.8(c)");
        assertThat(alone.result()).isEqualTo(Result.DRAWN);
        assertThat(laws(supplemented)).as("xi's note, not the supplement's II.8(c)").containsExactly("xi");
        assertThat(supplemented.rulings().get(0).against()).contains(org.arbiter.chess.Color.WHITE);
        assertThat(supplemented.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void xi_notMatedInFiftyMovesOnEachSideDrawn() {
        ReplayResult r = run(START + CALL + shuffle(50, "Ka2 Ka1", "Kg8 Kh8"));

        assertThat(laws(r)).containsExactly("xi");
        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("xi");
        assertThat(r.rulings().get(0).seq()).as("after Black's fiftieth move").isEqualTo(101);
    }

    @Test
    void xi_fortyNineMovesOnEachSideNotYetDrawn() {
        ReplayResult r = run(START + CALL + shuffle(49, "Ka2 Ka1", "Kg8 Kh8") + play("white", "Ka1"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).isEmpty();
    }

    @Test
    void xi_touchingAPieceReckonedAMoveWhenCountingAgainstPerpetualCheck() {
        String rest = CALL + play("black", "Kf7") + shuffle(48, "Ka2 Ka1", "Ke7 Kf7")
                + act("touch", "white", "\"square\":\"a1\"") + play("white", "Ka2") + play("black", "Ke7");

        ReplayResult inCheck = run(header(HouseholdChess.CODE, "6k1/8/8/8/8/8/8/K6R w - - 0 1") + play("white", "Rg1") + rest);
        ReplayResult notInCheck = run(header(HouseholdChess.CODE, "6k1/8/8/8/8/8/8/KR6 w - - 0 1") + play("white", "Rb2") + rest);

        assertThat(inCheck.result()).as("called in check: the touch is White's forty-ninth move").isEqualTo(Result.DRAWN);
        assertThat(inCheck.termination()).isEqualTo("xi");
        assertThat(notInCheck.result()).as("called out of check: a touch is no move").isEqualTo(Result.IN_PLAY);
    }
}
