package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.noticeLaws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 11: the exaction of Penalties A, B and C. */
class Law11PenaltiesTest {
    private static final String RUY = INITIAL + play("e4 e5 Nf3 Nc6 Bb5 a6");
    private static final String TOUCHED_F3 = RUY + """
            {"act":"touch","by":"white","square":"f3"}
            {"act":"move","by":"white","move":"Ba4"}
            """;
    /** White touched King and Rook and moved otherwise; castling is open to him at the turn's commencement. */
    private static final String TOUCHED_KING_AND_ROOK = INITIAL + play("e4 e5 Nf3 Nc6 Bc4 Bc5") + """
            {"act":"touch","by":"white","square":"e1"}
            {"act":"touch","by":"white","square":"h1"}
            {"act":"move","by":"white","move":"d3"}
            {"act":"exact","by":"black","penalty":"A"}
            """;

    @Test
    void II_11a_penaltyLapsesWhenOpponentTouchesAMan() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"touch","by":"black","square":"g8"}
                {"act":"exact","by":"black","penalty":"A"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(c)", "II.11(a)");
        assertThat(laws(r)).containsExactly("II.11");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b");
    }

    @Test
    void II_11a_anAccidentalTouchDoesNotEndTheRight() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"touch","by":"black","square":"g8","accidental":true}
                {"act":"exact","by":"black","penalty":"A"}
                """);

        assertThat(laws(r)).containsExactly("II.5(c)");
    }

    @Test
    void II_11b_outOfTurnOffenceLapsesWhenTheOpponentTouchesInTheOffendersTurn() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"move","by":"white","move":"d4"}
                {"act":"require","by":"black","requirement":"annul-move"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"touch","by":"black","square":"g8"}
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(noticeLaws(r)).contains("II.11(b)");
        assertThat(laws(r)).containsExactly("II.6(d)", "II.11");
    }

    @Test
    void II_11c_aPenaltyMoveMayNotBeCastling() {
        ReplayResult c = run(INITIAL + play("e4 e5 Nf3 Nc6 Bc4 Bc5") + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"move","by":"white","move":"d3"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"black","move":"d6"}
                {"act":"move","by":"white","move":"O-O"}
                """);

        assertThat(noticeLaws(c)).contains("II.11(c)");
    }

    @Test
    void II_11c_penaltyBMayBeCastlingWithTheTouchedKingAndRook() {
        ReplayResult r = run(TOUCHED_KING_AND_ROOK + """
                {"act":"exact","by":"black","penalty":"B","squares":["e1","h1"]}
                {"act":"move","by":"white","move":"O-O"}
                """);

        assertThat(laws(r)).containsExactly("II.5(c)", "II.5(c)");
        assertThat(r.notices()).extracting(n -> n.law()).containsExactly("II.5(c)");
        assertThat(r.position()).isEqualTo("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b");
    }

    @Test
    void II_11c_penaltyBOnTheKingAloneIsNotCastling() {
        ReplayResult r = run(TOUCHED_KING_AND_ROOK + """
                {"act":"exact","by":"black","penalty":"B","squares":["e1"]}
                {"act":"move","by":"white","move":"O-O"}
                """);

        assertThat(noticeLaws(r)).contains("II.11(c)");
    }

    @Test
    void II_11d_noChoiceOfCWhereTheLawGivesOnlyB() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(laws(r)).containsExactly("II.5(c)", "II.11");
    }

    @Test
    void II_11e_anIllegalPenaltyMoveForfeitsTheRight() {
        ReplayResult r = run(INITIAL + play("e4 e5") + """
                {"act":"touch","by":"white","square":"a1"}
                {"act":"touch","by":"white","square":"f1"}
                {"act":"move","by":"white","move":"Nf3"}
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"B","squares":["a1"]}
                """);

        assertThat(laws(r)).containsExactly("II.5(d)", "II.11(e)");
        assertThat(Cases.lastText(r)).contains("forfeited");
    }

    @Test
    void II_11e_penaltyCWithAKingThatCannotMoveAndASelectedManThatCannot() {
        ReplayResult r = run(INITIAL + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"exact","by":"black","penalty":"C","select":"a1"}
                """);

        assertThat(laws(r)).containsExactly("II.5(b)", "II.11(e)");
        assertThat(r.rulings().get(0).text()).contains("select");
    }

    @Test
    void PenaltyC_theOpponentSelectsTheManWhenTheKingCannotMove() {
        ReplayResult r = run(INITIAL + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"exact","by":"black","penalty":"C","select":"g1"}
                {"act":"move","by":"white","move":"Nf3"}
                """);

        assertThat(laws(r)).containsExactly("II.5(b)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
        assertThat(r.notices()).extracting(n -> n.law()).doesNotContain("II.9(f)");
    }

    @Test
    void II_11_notComplyingWithAPenaltyIsRefusingTheLaws() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"B","squares":["f3"]}
                {"act":"move","by":"white","move":"Ba4"}
                {"act":"claim","by":"black","claim":"forfeit","offence":"refuse-laws"}
                """);

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.9(f)");
    }

    @Test
    void II_11_waivingIsARulingUnderTheLawThatGaveTheRight() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"waive","by":"black"}
                {"act":"exact","by":"black","penalty":"A"}
                """);

        assertThat(laws(r)).containsExactly("II.5(c)", "II.11");
        assertThat(r.rulings().get(0).text()).contains("waives");
    }

    @Test
    void PenaltyA_restoresThePositionAtTheCommencementOfTheTurn() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"exact","by":"black","penalty":"A"}
                """);

        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w");
    }

    @Test
    void II_11_noPenaltyWithoutAnOffence() {
        ReplayResult r = run(header("initial") + play("e4") + """
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(laws(r)).containsExactly("II.11");
    }

    @Test
    void II_11e_aRightForfeitedIsNotOfferedAgainWhenTheMoveIsMade() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"touch","by":"black","square":"a8"}
                {"act":"exact","by":"white","penalty":"C","select":"h8"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"exact","by":"white","penalty":"C"}
                """);

        assertThat(noticeLaws(r)).as("the touch of the Rook that cannot move gives Penalty C once").containsExactly("II.5(b)");
        assertThat(laws(r)).containsExactly("II.11(e)", "II.11");
        assertThat(r.rulings().get(0).against()).as("the forfeit goes against White, who exacted").contains(Color.WHITE);
        assertThat(r.rulings().get(1).text()).startsWith("Penalty C cannot be exacted");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void II_11_aPenaltyExactedIsAskedByTheOffendedAndGoesAgainstTheOffender() {
        ReplayResult r = run(TOUCHED_F3 + """
                {"act":"exact","by":"black","penalty":"A"}
                """);

        Ruling penaltyA = r.rulings().get(0);
        assertThat(penaltyA.law()).isEqualTo("II.5(c)");
        assertThat(penaltyA.by()).isEqualTo(Actor.BLACK);
        assertThat(penaltyA.against()).contains(Color.WHITE);
        assertThat(penaltyA.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w");
    }
}
