package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.noticeLaws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Ruling;
import org.arbiter.chess.Color;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 5: touching men, and castling. */
class Law05TouchingTest {
    private static final String RUY = INITIAL + play("e4 e5 Nf3 Nc6 Bb5 a6");

    @Test
    void II_5a_aManHeldInTheHandMayBeRequiredReplaced() {
        ReplayResult r = run(RUY + """
                {"act":"lift","by":"white","square":"f3"}
                {"act":"require","by":"black","requirement":"replace-man"}
                """);

        assertThat(laws(r)).containsExactly("II.5(a)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w");
    }

    @Test
    void II_5a_theReplacedManStaysTouched() {
        ReplayResult r = run(RUY + """
                {"act":"lift","by":"white","square":"f3"}
                {"act":"require","by":"black","requirement":"replace-man"}
                {"act":"move","by":"white","move":"Ba4"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
    }

    @Test
    void II_5a_requirementFailsWhenNoManIsHeld() {
        Ruling r = Cases.fails(RUY, """
                {"act":"require","by":"black","requirement":"replace-man"}
                """, "II.5(a)", Color.BLACK);

        assertThat(r.text()).contains("White holds no man in his hand");
    }

    @Test
    void II_5a_aPromotedPieceNotQuittedMayBeRequiredQuitted() {
        ReplayResult r = run(header("k7/4P3/8/8/8/8/8/4K3 w - - 0 1") + """
                {"act":"lift","by":"white","square":"e7"}
                {"act":"place","by":"white","square":"e8"}
                {"act":"promote","by":"white","piece":"R"}
                {"act":"require","by":"black","requirement":"quit-piece"}
                """);

        assertThat(laws(r)).containsExactly("II.5(a)");
        assertThat(r.position()).isEqualTo("k3R3/8/8/8/8/8/8/4K3 b");
    }

    @Test
    void II_5b_touchingAManThatCannotMoveGivesPenaltyC() {
        ReplayResult r = run(INITIAL + play("e4 e5") + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"move","by":"white","move":"Nf3"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(b)");
        assertThat(r.notices().get(0).text()).contains("Penalty C");
    }

    @Test
    void II_5b_penaltyCMayBeExactedAtOnceAfterTheTouch() {
        ReplayResult r = run(INITIAL + play("e4 e5") + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"white","move":"Ke2"}
                """);

        assertThat(laws(r)).containsExactly("II.5(b)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b");
        assertThat(r.notices()).extracting(n -> n.law()).doesNotContain("II.6(d)", "II.9(f)");
    }

    @Test
    void II_5b_penaltyCAfterTheOffendersMoveBindsHisNextMove() {
        ReplayResult r = run(INITIAL + play("e4 e5") + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"move","by":"white","move":"Nf3"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"black","move":"Nc6"}
                {"act":"move","by":"white","move":"Ke2"}
                """);

        assertThat(laws(r)).containsExactly("II.5(b)");
        assertThat(noticeLaws(r)).containsExactly("II.5(b)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPPKPPP/RNBQ1B1R b");
    }

    @Test
    void II_5c_touchedManNotMovedGivesPenaltiesAAndB() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"white","square":"f3"}
                {"act":"move","by":"white","move":"Ba4"}
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"B","squares":["f3"]}
                {"act":"move","by":"white","move":"Nxe5"}
                """);

        assertThat(laws(r)).containsExactly("II.5(c)", "II.5(c)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2N3/4P3/8/PPPP1PPP/RNBQK2R b");
        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
    }

    @Test
    void II_5c_touchedAdverseManThatCouldBeTakenAndWasNot() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"white","square":"c6"}
                {"act":"move","by":"white","move":"Ba4"}
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"B","squares":["c6"]}
                """);

        assertThat(Cases.lastText(r)).contains("take");
        assertThat(r.position()).endsWith(" w");
    }

    @Test
    void II_5c_touchingAndMovingTheSameManIsNoOffence() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"white","square":"b5"}
                {"act":"move","by":"white","move":"Ba4"}
                """);

        assertThat(r.notices()).isEmpty();
    }

    @Test
    void II_5d_liableUnderBothTheOpponentChoosesBOrC() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"white","square":"c1"}
                {"act":"touch","by":"white","square":"f3"}
                {"act":"move","by":"white","move":"Ba4"}
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(b)", "II.5(d)");
        assertThat(laws(r)).containsExactly("II.5(d)", "II.5(d)");
        assertThat(Cases.lastText(r)).contains("King");
    }

    @Test
    void II_5e_aManTouchedInTheOpponentsTurnCountsInOwnTurn() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"black","square":"g8"}
                {"act":"move","by":"white","move":"Ba4"}
                {"act":"move","by":"black","move":"b5"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
    }

    @Test
    void II_5e_notIfThatManIsNoLongerOnTheBoard() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"black","square":"c6"}
                {"act":"move","by":"white","move":"Bxc6"}
                {"act":"move","by":"black","move":"dxc6"}
                """);

        assertThat(r.notices()).isEmpty();
    }

    @Test
    void II_5e_aTouchedAdverseManThatHasSinceMovedIsStillOwedWhileOnTheBoard() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"black","square":"b5"}
                {"act":"move","by":"white","move":"Bxc6"}
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"exact","by":"white","penalty":"A"}
                {"act":"exact","by":"white","penalty":"B","squares":["c6"]}
                {"act":"move","by":"black","move":"dxc6"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
        assertThat(laws(r)).containsExactly("II.5(c)", "II.5(c)");
        assertThat(r.rulings().get(1).against()).contains(Color.BLACK);
        assertThat(r.position()).isEqualTo("r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w");
    }

    @Test
    void II_5f_rookFirstThenKingIsCastling() {
        ReplayResult r = run(RUY + """
                {"act":"move","by":"white","move":"Rf1"}
                {"act":"move","by":"white","from":"e1","to":"g1"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.5(f)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b");
    }

    @Test
    void II_5f_opponentMayRequireTheRookMoveTreatedAsComplete() {
        ReplayResult r = run(RUY + """
                {"act":"move","by":"white","move":"Rf1"}
                {"act":"move","by":"white","from":"e1","to":"g1"}
                {"act":"require","by":"black","requirement":"rook-move-complete"}
                """);

        assertThat(laws(r)).containsExactly("II.5(f)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQKR2 b");
    }

    @Test
    void II_5f_tooLateOnceTheOpponentHasTouchedAMan() {
        String castledRookFirst = RUY + """
                {"act":"move","by":"white","move":"Rf1"}
                {"act":"move","by":"white","from":"e1","to":"g1"}
                {"act":"touch","by":"black","square":"g8"}
                """;
        Ruling ruling = Cases.fails(castledRookFirst, """
                {"act":"require","by":"black","requirement":"rook-move-complete"}
                """, "II.5(f)", Color.BLACK);
        ReplayResult r = run(castledRookFirst + """
                {"act":"require","by":"black","requirement":"rook-move-complete"}
                """);

        assertThat(ruling.text()).contains("no castling begun with the Rook");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b");
    }

    @Test
    void II_5f_kingMovedAsInCastlingMayBeRequiredToCompleteIt() {
        ReplayResult r = run(RUY + """
                {"act":"lift","by":"white","square":"e1"}
                {"act":"place","by":"white","square":"g1"}
                {"act":"release","by":"white"}
                {"act":"require","by":"black","requirement":"complete-castling"}
                """);

        assertThat(laws(r)).containsExactly("II.5(f)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b");
    }

    @Test
    void II_5g_aManRemovedByMistakeIsReplacedAndTreatedAsTouched() {
        ReplayResult r = run(RUY + """
                {"act":"remove","by":"white","square":"f3"}
                {"act":"move","by":"white","move":"Ba4"}
                """);

        assertThat(laws(r)).containsExactly("II.5(g)");
        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b");
    }

    @Test
    void II_5_accidentalTouchIsExcluded() {
        ReplayResult r = run(RUY + """
                {"act":"touch","by":"white","square":"f3","accidental":true}
                {"act":"move","by":"white","move":"Ba4"}
                """);

        assertThat(r.notices()).isEmpty();
    }

    @Test
    void II_5_replacingADisplacedManIsExcluded() {
        ReplayResult r = run(RUY + """
                {"act":"displace","by":"white","square":"f3"}
                {"act":"place","by":"white","square":"f3"}
                {"act":"move","by":"white","move":"Ba4"}
                """);

        assertThat(r.notices()).isEmpty();
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b");
    }
}
