package org.arbiter.law.householddraughts;

import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.last;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.householddraughts.Sitting.act;
import static org.arbiter.law.householddraughts.Sitting.header;
import static org.arbiter.law.householddraughts.Sitting.moves;
import static org.arbiter.law.householddraughts.Sitting.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** Law xi: the call to win in fifty moves, or in twenty with two Kings against one. */
class LawXiCallTest {
    private static final String TWO_KINGS_TO_ONE = header("W:WK27,K32:BK5");

    private static String call(String what) {
        return act("call", "black", "\"what\":\"" + what + "\"");
    }

    @Test
    void xi_twoKingsToOneMustWinInTwentyMovesOnEachSide() {
        String acts = TWO_KINGS_TO_ONE + call("twenty-moves") + Sitting.shuffle("white", "32-28", "28-32", "5-1", "1-5", 20);

        ReplayResult r = run(acts);

        assertThat(laws(r)).containsExactly("xi", "xi");
        assertThat(r.rulings().get(1).seq()).as("after twenty moves on each side").isEqualTo(41);
        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("xi");
    }

    @Test
    void xi_nineteenMovesOnEachSideAreNotEnoughForTheDraw() {
        ReplayResult r = run(TWO_KINGS_TO_ONE + call("twenty-moves")
                + Sitting.shuffle("white", "32-28", "28-32", "5-1", "1-5", 19));

        assertThat(laws(r)).containsExactly("xi");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void xi_aFiftyMoveCallWithTwoKingsToOneCountsTwenty() {
        ReplayResult r = run(TWO_KINGS_TO_ONE + call("fifty-moves")
                + Sitting.shuffle("white", "32-28", "28-32", "5-1", "1-5", 20));

        assertThat(last(r).text()).contains("20 moves");
        assertThat(r.result()).isEqualTo(Result.DRAWN);
    }

    @Test
    void xi_theFiftyMoveCallByThePossessorOfTheLesserNumber() {
        ReplayResult r = run(header("W:W21,22,27:B5,K6") + call("fifty-moves")
                + Sitting.shuffle("white", "27-24", "24-27", "6-10", "10-6", 50));

        assertThat(laws(r)).containsExactly("xi", "xi");
        assertThat(r.rulings().get(1).seq()).isEqualTo(101);
        assertThat(r.result()).isEqualTo(Result.DRAWN);
    }

    @Test
    void xi_theCallFailsFromThePlayerWithAsManyOrMore() {
        ReplayResult equal = run(header("initial") + call("fifty-moves"));
        ReplayResult notTwoKings = run(header("W:W21,22,27:B5,K6") + call("twenty-moves"));

        assertThat(laws(equal)).containsExactly("xi");
        assertThat(last(equal).text()).startsWith("The call fails");
        assertThat(laws(notTwoKings)).containsExactly("xi");
        assertThat(last(notTwoKings).text()).contains("only with two Kings to one");
    }
}
