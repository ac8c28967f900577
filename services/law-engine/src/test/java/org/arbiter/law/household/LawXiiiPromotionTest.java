package org.arbiter.law.household;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Household law xiii: the Pawn exchanged at once, without reference to the pieces on the board. */
class LawXiiiPromotionTest {
    private static final String START = header(HouseholdChess.CODE, "8/P6k/8/8/8/8/8/Q3K3 w - - 0 1");

    @Test
    void xiii_exchangedForAQueenSoTwoQueensStand() {
        ReplayResult r = run(START + play("white", "a8=Q"));

        assertThat(laws(r)).containsExactly("xiii");
        assertThat(r.rulings().get(0).text()).contains("Queen").contains("2 of them");
        assertThat(r.position()).isEqualTo("Q7/7k/8/8/8/8/8/Q3K3 b");
    }

    @Test
    void xiii_exchangedForAKnight() {
        ReplayResult r = run(START + play("white", "a8=N"));

        assertThat(laws(r)).containsExactly("xiii");
        assertThat(r.position()).isEqualTo("N7/7k/8/8/8/8/8/Q3K3 b");
    }

    /** Issue 43: a Pawn exchanged by hand is a move the laws look at, as a whole move is. */
    @Test
    void xiii_aPawnExchangedByHandIsExchangedAtOnceAsByAWholeMove() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            // under the 1897 Code's hand the Pawn is off a7 when the move completes: the record still names him
            ReplayResult r = run(header(HouseholdChess.CODE, supplement, "8/P6k/8/8/8/8/8/Q3K3 w - - 0 1")
                    + act("lift", "white", "\"square\":\"a7\"") + act("place", "white", "\"square\":\"a8\"")
                    + act("promote", "white", "\"piece\":\"Q\"") + act("release", "white", ""));

            assertThat(laws(r)).as(String.valueOf(supplement)).containsExactly("xiii");
            assertThat(r.rulings().get(0).seq()).isEqualTo(4);
            assertThat(r.position()).isEqualTo("Q7/7k/8/8/8/8/8/Q3K3 b");
        }
    }

    /**
     * Issue 43: under the 1897 Code as supplement, a King's transfer the Code does not let stand
     * records no move; xiii looks only at the move the act completed, and the replay goes on.
     */
    @Test
    void xiii_anActThatCompletesNoMoveIsNotLookedAt() {
        String start = header(HouseholdChess.CODE, "chess-code-1897", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        ReplayResult r = run(start + act("lift", "black", "\"square\":\"e8\"") + act("place", "black", "\"square\":\"e6\"")
                + act("release", "black", "") + act("press", "black", ""));

        assertThat(laws(r)).doesNotContain("xiii");
    }
}
