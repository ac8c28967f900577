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
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 6: illegal moves, substitution, moves out of turn, and the uncorrected illegal move. */
class Law06IllegalMovesTest {
    private static final String RUY = INITIAL + play("e4 e5 Nf3 Nc6 Bb5 a6");
    private static final String ILLEGAL = RUY + """
            {"act":"move","by":"white","from":"f3","to":"f5"}
            """;
    private static final String CLAIM = """
            {"act":"claim","by":"black","claim":"illegal-move"}
            """;
    private static final String RUY_START = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w";

    @Test
    void II_6a_anIllegalMoveDoesNotEndTheTurn() {
        ReplayResult r = run(ILLEGAL);

        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2pN2/4P3/8/PPPP1PPP/RNBQK2R w");
        assertThat(noticeLaws(r)).containsExactly("II.6(b)");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void II_6a_theTurnEndsWhenTheWholeChangeIsALegalMove() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"move","by":"white","from":"f5","to":"d4"}
                """);

        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/3NP3/8/PPPP1PPP/RNBQK2R b");
    }

    @Test
    void II_6b_penaltyAThenPenaltyB() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"B","squares":["f3"]}
                {"act":"move","by":"white","move":"Nxe5"}
                """);

        assertThat(laws(r)).containsExactly("II.6(b)", "II.6(b)");
        assertThat(r.rulings().get(0).position()).isEqualTo(RUY_START);
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2N3/4P3/8/PPPP1PPP/RNBQK2R b");
        assertThat(noticeLaws(r)).containsExactly("II.6(b)");
    }

    @Test
    void II_6b_penaltyAThenPenaltyC() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"white","move":"Ke2"}
                """);

        assertThat(laws(r)).containsExactly("II.6(b)", "II.6(b)");
        assertThat(Cases.lastText(r)).contains("King");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPPKPPP/RNBQ3R b");
    }

    @Test
    void II_6b_penaltyBComesOnlyAfterPenaltyA() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"exact","by":"black","penalty":"B","squares":["f3"]}
                """);

        assertThat(laws(r)).containsExactly("II.6(b)");
        assertThat(Cases.lastText(r)).contains("cannot come first");
    }

    @Test
    void II_6b_onlyOneOfBAndC() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"exact","by":"black","penalty":"B","squares":["f3"]}
                """);

        assertThat(laws(r)).containsExactly("II.6(b)", "II.6(b)", "II.11");
    }

    @Test
    void II_6c_substitutingAMoveAfterAnIllegalMoveGivesPenalties() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"move","by":"white","from":"f5","to":"d4"}
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"exact","by":"black","penalty":"B","squares":["f3"]}
                {"act":"move","by":"white","move":"Nxe5"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.6(b)", "II.6(c)");
        assertThat(laws(r)).containsExactly("II.6(c)", "II.6(c)");
        assertThat(r.position()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2N3/4P3/8/PPPP1PPP/RNBQK2R b");
    }

    @Test
    void II_6d_aMoveInTheOpponentsTurnMayBeAnnulled() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"move","by":"white","move":"d4"}
                {"act":"require","by":"black","requirement":"annul-move"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.6(d)");
        assertThat(laws(r)).containsExactly("II.6(d)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void II_6d_penaltyInTheOffendersNextTurn() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"move","by":"white","move":"d4"}
                {"act":"require","by":"black","requirement":"annul-move"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"white","move":"Ke2"}
                """);

        assertThat(laws(r)).containsExactly("II.6(d)", "II.6(d)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b");
    }

    @Test
    void II_6d_penaltyNotBeforeTheOffendersNextTurn() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"move","by":"white","move":"d4"}
                {"act":"require","by":"black","requirement":"annul-move"}
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(laws(r)).containsExactly("II.6(d)", "II.11(b)");
    }

    @Test
    void II_6d_noPenaltyOnceTheOffendersNextTurnHasPassed() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"move","by":"white","move":"d4"}
                {"act":"require","by":"black","requirement":"annul-move"}
                """ + play("black", "e5 Nf3 Nc6") + """
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(laws(r)).containsExactly("II.6(d)", "II.11");
    }

    @Test
    void II_6d_noPenaltyIfTheOpponentTouchedAManBeforeRequiringAnnulment() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"move","by":"white","move":"d4"}
                {"act":"touch","by":"black","square":"e7"}
                {"act":"require","by":"black","requirement":"annul-move"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"exact","by":"black","penalty":"C"}
                """);

        assertThat(laws(r)).containsExactly("II.6(d)", "II.11");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }
    @Test
    void II_6d_noPenaltyWithoutRequiringTheAnnulment() {
        ReplayResult r = run(INITIAL + play("e4 e5")
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"Nf6\"}\n"
                + play("Nf3") + "{\"act\":\"exact\",\"by\":\"white\",\"penalty\":\"B\",\"squares\":[\"g8\"]}\n");

        assertThat(Cases.lastText(r)).contains("cannot be exacted");
    }


    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b";
    private static final String E4_OUT_OF_TURN_D4 = INITIAL + play("e4") + """
            {"act":"move","by":"white","move":"d4"}
            """;
    private static final String E4_TAKEN_BACK_FOR_D4 = INITIAL + play("e4") + """
            {"act":"move","by":"white","from":"e4","to":"e2"}
            {"act":"move","by":"white","move":"d4"}
            """;

    @Test
    void II_6e_aMoveOutOfTurnNotAnnulledEndsTheOpponentsTurnWithHisReply() {
        ReplayResult r = run(E4_OUT_OF_TURN_D4 + play("black", "e5"));

        assertThat(noticeLaws(r)).containsExactly("II.6(d)", "II.6(e)");
        assertThat(r.notices().get(1).against()).contains(Color.WHITE);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w");
    }

    @Test
    void II_6e_aMoveOutOfTurnLeftUncorrectedIsUndoneWhenPointedOut() {
        GameInPlay g = Cases.state(E4_OUT_OF_TURN_D4 + play("black", "e5") + CLAIM);
        ReplayResult r = run(E4_OUT_OF_TURN_D4 + play("black", "e5") + CLAIM);

        assertThat(laws(r)).containsExactly("II.6(e)");
        assertThat(r.rulings().get(0).against()).contains(Color.WHITE);
        assertThat(Cases.lastText(r)).contains("Black to play");
        assertThat(r.position()).isEqualTo(AFTER_E4);
        assertThat(g.record().undone()).extracting(MoveRecord.Entry::text).containsExactly("Pd2-d4 (illegal)", "e5");
    }

    @Test
    void II_6d_aSubstitutionMadeByHandInTheOpponentsTurnMayBeAnnulled() {
        String substituted = INITIAL + play("e4") + """
                {"act":"lift","by":"white","square":"e4"}
                {"act":"place","by":"white","square":"e2"}
                {"act":"release","by":"white"}
                {"act":"lift","by":"white","square":"d2"}
                {"act":"place","by":"white","square":"d4"}
                {"act":"release","by":"white"}
                """;
        ReplayResult r = run(substituted + """
                {"act":"require","by":"black","requirement":"annul-move"}
                """);

        assertThat(r.notices().get(1).text()).contains("substituted d4 for his own preceding move e4");
        assertThat(laws(r)).containsExactly("II.6(d)");
        assertThat(r.rulings().get(0).against()).contains(Color.WHITE);
        assertThat(r.position()).isEqualTo(AFTER_E4);
        assertThat(Cases.state(substituted + """
                {"act":"require","by":"black","requirement":"annul-move"}
                """).penalties().rights()).extracting(PenaltyRight::law).containsExactly("II.6(d)");
    }

    @Test
    void II_6d_anAdverseManTransferredInTheOpponentsTurnIsPutBackOnAnnulment() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"lift","by":"white","square":"e7"}
                {"act":"place","by":"white","square":"e5"}
                {"act":"release","by":"white"}
                {"act":"require","by":"black","requirement":"annul-move"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.6(d)");
        assertThat(laws(r)).containsExactly("II.6(d)");
        assertThat(r.rulings().get(0).against()).contains(Color.WHITE);
        assertThat(r.position()).isEqualTo(AFTER_E4);
    }

    @Test
    void II_6d_aSubstitutionInWholeMovesIsAnnulledWhole() {
        ReplayResult r = run(E4_TAKEN_BACK_FOR_D4 + """
                {"act":"require","by":"black","requirement":"annul-move"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"exact","by":"black","penalty":"C"}
                {"act":"move","by":"white","move":"Ke2"}
                """);

        assertThat(laws(r)).containsExactly("II.6(d)", "II.6(d)");
        assertThat(r.rulings().get(0).position()).isEqualTo(AFTER_E4);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b");
    }

    @Test
    void II_6e_aSubstitutionThatWouldHaveBeenLegalStandsOnceTheOpponentReplies() {
        String sequence = E4_TAKEN_BACK_FOR_D4 + play("black", "d5");
        ReplayResult r = run(sequence);
        GameInPlay g = Cases.state(sequence);

        assertThat(noticeLaws(r)).containsExactly("II.6(d)", "II.6(d)", "II.6(e)");
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w");
        assertThat(g.record().standing()).extracting(MoveRecord.Entry::text).containsExactly("d4", "d5");
        assertThat(g.record().undone()).extracting(MoveRecord.Entry::text).containsExactly("e4");
        assertThat(run(sequence + CLAIM).position()).as("nothing is left to restore").isEqualTo(r.position());
    }

    @Test
    void II_6e_aReplyMadeByHandLeavesTheIllegalMoveUncorrected() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"lift","by":"black","square":"g8"}
                {"act":"place","by":"black","square":"f6"}
                {"act":"release","by":"black"}
                """ + CLAIM);

        assertThat(noticeLaws(r)).as("lifting a man, Black lets his right to penalties lapse").containsExactly("II.6(b)",
                "II.11(a)", "II.6(e)");
        assertThat(laws(r)).containsExactly("II.6(e)");
        assertThat(r.position()).isEqualTo(RUY_START);
    }

    @Test
    void II_6e_uncorrectedIllegalMoveRestoresTurnStart() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"claim","by":"black","claim":"illegal-move"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.6(b)", "II.6(e)");
        assertThat(laws(r)).containsExactly("II.6(e)");
        assertThat(r.position()).isEqualTo(RUY_START);
    }

    @Test
    void II_6e_noPenaltyMayThenBeExacted() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"claim","by":"black","claim":"illegal-move"}
                {"act":"exact","by":"black","penalty":"A"}
                """);

        assertThat(laws(r)).containsExactly("II.6(e)", "II.11");
        assertThat(r.position()).isEqualTo(RUY_START);
    }

    @Test
    void II_6e_eitherPlayerMayPointOutTheUncorrectedMove() {
        ReplayResult r = run(ILLEGAL + """
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"claim","by":"white","claim":"illegal-move"}
                """);

        assertThat(r.position()).isEqualTo(RUY_START);
    }

    @Test
    void II_6e_aRecordBeginningAtAResumptionStillAscertainsLaterTurnStarts() {
        ReplayResult r = run(header("initial") + """
                {"act":"resume","by":"arbiter","position":"r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"}
                {"act":"move","by":"white","from":"f3","to":"f5"}
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"claim","by":"black","claim":"illegal-move"}
                """);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).isEqualTo(RUY_START);
    }

    @Test
    void II_6_claimWithNoIllegalMoveFails() {
        Ruling r = Cases.fails(RUY, """
                {"act":"claim","by":"black","claim":"illegal-move"}
                """, "II.6", Color.BLACK);

        assertThat(r.text()).contains("no illegal move stands uncorrected");
    }

    @Test
    void II_6e_theMoveCountersRunOnAcrossAnUncorrectedIllegalMoveAndItsRestoration() {
        String replied = ILLEGAL + play("black", "Nf6");

        assertThat(Cases.state(ILLEGAL).fen()).as("the illegal move is made in White's fourth move")
                .isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2pN2/4P3/8/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        assertThat(Cases.state(replied).fen()).as("Black's reply completes the fourth move")
                .isEqualTo("r1bqkb1r/1ppp1ppp/p1n2n2/1B2pN2/4P3/8/PPPP1PPP/RNBQK2R w KQkq - 2 5");
        assertThat(Cases.state(replied + CLAIM).fen()).as("II.6(e) restores the commencement of White's fourth move")
                .isEqualTo(RUY_START + " KQkq - 0 4");
    }

    @Test
    void II_6e_theRecordEndsWithTheMoveThatStandsOnceTheIllegalMoveIsUndone() {
        GameInPlay g = Cases.state(ILLEGAL + play("black", "Nf6") + CLAIM);

        assertThat(g.record().last()).contains(new MoveRecord.Entry(6, Color.BLACK, 3, "a6", "a7", "a6", "p"));
        assertThat(g.record().standing()).hasSize(6);
        assertThat(g.record().undone()).containsExactly(
                new MoveRecord.Entry(7, Color.WHITE, 4, null, "f3", "f5", "N"),
                new MoveRecord.Entry(8, Color.BLACK, 4, "Nf6", "g8", "f6", "n"));
        assertThat(g.record().undone().get(0).text()).isEqualTo("Nf3-f5 (illegal)");
    }

    @Test
    void II_6b_anIllegalMoveWhoseTurnHasNotEndedIsPendingNotOnTheRecord() {
        GameInPlay g = Cases.state(ILLEGAL);

        assertThat(g.record().last()).contains(new MoveRecord.Entry(6, Color.BLACK, 3, "a6", "a7", "a6", "p"));
        assertThat(g.record().pending()).contains(new MoveRecord.Entry(7, Color.WHITE, 4, null, "f3", "f5", "N"));
        assertThat(g.record().lastMade()).isEqualTo(g.record().pending());
        assertThat(g.lastMade()).as("read without the whole record").isEqualTo(g.record().lastMade());
        assertThat(g.lastMove()).isEqualTo(g.record().last());
        assertThat(Cases.state(ILLEGAL + play("black", "Nf6")).record().pending()).as("once the opponent has moved")
                .isEmpty();
    }

    @Test
    void II_6e_whileUncorrectedTheIllegalMoveStandsOnTheRecord() {
        GameInPlay g = Cases.state(ILLEGAL + play("black", "Nf6"));

        assertThat(g.record().standing()).extracting(MoveRecord.Entry::text).endsWith("a6", "Nf3-f5 (illegal)", "Nf6");
        assertThat(g.record().undone()).isEmpty();
    }
}
