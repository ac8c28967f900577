package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.noticeLaws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.rejected;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 3: adjustment with notice. */
class Law03AdjustmentTest {
    private static final String OPENING = INITIAL + play("e4 e5 Nf3 Nc6");

    @Test
    void II_3_adjustingWithNoticeInOwnTurnIsNoTouch() {
        ReplayResult r = run(OPENING + """
                {"act":"adjust","by":"white","square":"f3"}
                {"act":"move","by":"white","move":"Bc4"}
                {"act":"exact","by":"black","penalty":"A"}
                """);

        assertThat(r.notices()).isEmpty();
        assertThat(laws(r)).containsExactly("II.11");
        assertThat(r.position()).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b");
    }

    @Test
    void II_3_touchingWithoutNoticeBindsUnderLaw5() {
        ReplayResult r = run(OPENING + """
                {"act":"touch","by":"white","square":"f3"}
                {"act":"move","by":"white","move":"Bc4"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
    }

    @Test
    void II_3_adjustingInTheOpponentsTurnCountsAsATouch() {
        ReplayResult r = run(OPENING + """
                {"act":"adjust","by":"black","square":"c6"}
                {"act":"move","by":"white","move":"Bc4"}
                {"act":"move","by":"black","move":"d6"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.3", "II.5(c)");
    }

    @Test
    void II_3_nothingToAdjustOnAnEmptySquare() {
        rejected(OPENING + """
                {"act":"adjust","by":"white","square":"e3"}
                """);
    }
}
