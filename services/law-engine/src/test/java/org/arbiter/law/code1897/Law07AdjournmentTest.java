package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.rejected;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 7: the adjourned game and the sealed move. */
class Law07AdjournmentTest {
    private static final String OPENING = INITIAL + play("e4 e5");

    private static String sealed(String record) {
        return OPENING + "{\"act\":\"seal\",\"by\":\"white\",\"record\":\"" + record + "\"}\n" + """
                {"act":"adjourn","by":"arbiter"}
                {"act":"resume","by":"arbiter"}
                """;
    }

    @Test
    void II_7c_aSealedRecordOfOneLegalMoveIsMadeOnResumption() {
        ReplayResult r = run(sealed("Kt-KB3"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b");
    }

    @Test
    void II_7c_anAmbiguousRecordLetsTheOpponentAdoptOneReading() {
        ReplayResult r = run(sealed("Kt-B3") + """
                {"act":"adopt","by":"black","move":"Nc3"}
                """);

        assertThat(laws(r)).containsExactly("II.7(c)", "II.7(c)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b");
    }

    @Test
    void II_7c_onlyTheOpponentAdoptsAndOnlyAReadingOfTheRecord() {
        rejected(sealed("Kt-B3") + """
                {"act":"adopt","by":"white","move":"Nc3"}
                """);
        rejected(sealed("Kt-B3") + """
                {"act":"adopt","by":"black","move":"d4"}
                """);
    }

    @Test
    void II_7c_aRecordOfNoLegalMoveGivesPenaltyC() {
        ReplayResult r = run(sealed("Ke3") + """
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"white","move":"Ke2"}
                """);

        assertThat(laws(r)).containsExactly("II.7(c)", "II.7(c)");
        assertThat(r.rulings().get(0).text()).contains("cannot be read as a legal move");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b");
    }

    @Test
    void II_7c_noRecordItIsHisTurnAndPenaltyC() {
        ReplayResult r = run(OPENING + """
                {"act":"adjourn","by":"arbiter"}
                {"act":"resume","by":"arbiter"}
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(laws(r)).containsExactly("II.7(c)", "II.7(c)");
        assertThat(r.position()).endsWith(" w");
        assertThat(Cases.lastText(r)).contains("King");
    }

    @Test
    void II_7a_anIncorrectPositionOnResumptionIsRestored() {
        ReplayResult r = run(OPENING + """
                {"act":"seal","by":"white","record":"Nf3"}
                {"act":"adjourn","by":"arbiter"}
                {"act":"resume","by":"arbiter","position":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 1"}
                """);

        assertThat(laws(r)).containsExactly("II.7(a)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b");
    }

    @Test
    void I_14A_onlyThePlayerOnTurnSealsAndNoMoveIsMadeWhileAdjourned() {
        rejected(OPENING + """
                {"act":"seal","by":"black","record":"Nf6"}
                """);
        rejected(OPENING + """
                {"act":"adjourn","by":"arbiter"}
                {"act":"move","by":"white","move":"Nf3"}
                """);
    }
}
