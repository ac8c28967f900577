package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.rejected;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part I, Law 14.B: when a move is complete, made at the grain of the hand. */
class Part1CompletionTest {
    @Test
    void I_14Ba_aTransferIsCompleteWhenTheManIsQuitted() {
        ReplayResult r = run(INITIAL + """
                {"act":"lift","by":"white","square":"e2"}
                {"act":"place","by":"white","square":"e4"}
                {"act":"release","by":"white"}
                """);

        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(r.notices()).isEmpty();
    }

    @Test
    void I_14Ba_notCompleteWhileTheHandIsOnTheMan() {
        GameInPlay g = Cases.state(INITIAL + """
                {"act":"lift","by":"white","square":"e2"}
                {"act":"place","by":"white","square":"e4"}
                """);

        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(g.handling().hand().resting()).isTrue();
    }

    @Test
    void I_14Ba_theManMayBeLiftedAgainWhileTheHandStillRestsOnIt() {
        String sequence = INITIAL + """
                {"act":"lift","by":"white","square":"e2"}
                {"act":"place","by":"white","square":"e3"}
                {"act":"lift","by":"white","square":"e3"}
                {"act":"place","by":"white","square":"e4"}
                {"act":"release","by":"white"}
                """;
        ReplayResult r = run(sequence);

        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(r.notices()).isEmpty();
        assertThat(Cases.state(sequence).record().standing()).extracting(org.arbiter.law.MoveRecord.Entry::text)
                .containsExactly("e4");
    }

    @Test
    void I_14Ba_onlyTheManTheHandRestsOnMayBeLiftedAgain() {
        assertThat(rejected(INITIAL + """
                {"act":"lift","by":"white","square":"e2"}
                {"act":"place","by":"white","square":"e3"}
                {"act":"lift","by":"white","square":"d2"}
                """).getMessage()).contains("rests on");
    }

    /** Issue 43 (honest44 harness): the man taken off from under the hand left its release an internal error. */
    @Test
    void I_14Ba_aReleaseAfterTheManUnderTheHandWasTakenOffIsRefusedWithItsReason() {
        assertThat(rejected(INITIAL + """
                {"act":"lift","by":"white","square":"f2"}
                {"act":"place","by":"white","square":"f3"}
                {"act":"release","by":"white"}
                {"act":"lift","by":"white","square":"b1"}
                {"act":"place","by":"white","square":"c3"}
                {"act":"release","by":"white"}
                {"act":"lift","by":"black","square":"e7"}
                {"act":"place","by":"black","square":"e5"}
                {"act":"release","by":"black"}
                {"act":"lift","by":"black","square":"e5"}
                {"act":"place","by":"black","square":"c4"}
                {"act":"remove","by":"white","square":"c4"}
                {"act":"release","by":"black"}
                """).getMessage()).contains("line 14").contains("no man stands on c4");
    }

    @Test
    void I_14Ba_aCaptureIsCompleteWhenTheCapturedManIsRemoved() {
        ReplayResult r = run(INITIAL + play("e4 d5") + """
                {"act":"remove","by":"white","square":"d5"}
                {"act":"lift","by":"white","square":"e4"}
                {"act":"place","by":"white","square":"d5"}
                {"act":"release","by":"white"}
                """);

        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b");
        assertThat(r.notices()).isEmpty();
    }

    @Test
    void I_14Ba_takingInPassingTransferFirstThenRemoval() {
        ReplayResult r = run(INITIAL + play("e4 a6 e5 d5") + """
                {"act":"lift","by":"white","square":"e5"}
                {"act":"place","by":"white","square":"d6"}
                {"act":"release","by":"white"}
                {"act":"remove","by":"white","square":"d5"}
                """);

        assertThat(r.position()).isEqualTo("rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b");
        assertThat(r.notices()).isEmpty();
    }

    @Test
    void I_14Bb_promotionByExchangeIsCompleteWhenThePieceIsQuitted() {
        ReplayResult r = run(header("k7/4P3/8/8/8/8/8/4K3 w - - 0 1") + """
                {"act":"lift","by":"white","square":"e7"}
                {"act":"place","by":"white","square":"e8"}
                {"act":"promote","by":"white","piece":"N"}
                {"act":"release","by":"white"}
                """);

        assertThat(r.position()).isEqualTo("k3N3/8/8/8/8/8/8/4K3 b");
    }

    @Test
    void I_14Bb_promotionByNamingThePawn() {
        ReplayResult r = run(header("k7/4P3/8/8/8/8/8/4K3 w - - 0 1") + """
                {"act":"lift","by":"white","square":"e7"}
                {"act":"place","by":"white","square":"e8"}
                {"act":"promote","by":"white","piece":"Q","named":true}
                {"act":"release","by":"white"}
                """);

        assertThat(r.position()).isEqualTo("k3Q3/8/8/8/8/8/8/4K3 b");
    }

    @Test
    void I_14Bb_promotionWithCaptureNeedsTheCapturedManRemoved() {
        ReplayResult r = run(header("k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1") + """
                {"act":"remove","by":"white","square":"d8"}
                {"act":"lift","by":"white","square":"e7"}
                {"act":"place","by":"white","square":"d8"}
                {"act":"promote","by":"white","piece":"Q"}
                {"act":"release","by":"white"}
                """);

        assertThat(r.position()).isEqualTo("k2Q4/8/8/8/8/8/8/4K3 b");
        assertThat(r.notices()).isEmpty();
    }

    @Test
    void I_14Bc_castlingIsCompleteWhenKingAndRookAreQuitted() {
        String castlingOpen = INITIAL + play("e4 e5 Nf3 Nc6 Bc4 Bc5");
        GameInPlay halfway = Cases.state(castlingOpen + """
                {"act":"lift","by":"white","square":"e1"}
                {"act":"place","by":"white","square":"g1"}
                {"act":"release","by":"white"}
                """);
        ReplayResult r = run(castlingOpen + """
                {"act":"lift","by":"white","square":"e1"}
                {"act":"place","by":"white","square":"g1"}
                {"act":"release","by":"white"}
                {"act":"lift","by":"white","square":"h1"}
                {"act":"place","by":"white","square":"f1"}
                {"act":"release","by":"white"}
                """);

        assertThat(halfway.position()).endsWith(" w");
        assertThat(halfway.penalties().illegal()).isNull();
        assertThat(r.position()).isEqualTo("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b");
        assertThat(r.notices()).isEmpty();
    }

    @Test
    void I_14Bd_aSealedMoveIsCompleteWhenTheRecordIsOutOfThePlayersHands() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"seal","by":"black","record":"P-K4"}
                {"act":"adjourn","by":"arbiter"}
                {"act":"resume","by":"arbiter"}
                """);

        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void I_14_aManCannotBePlacedWhereAnotherStands() {
        rejected(INITIAL + play("e4 d5") + """
                {"act":"lift","by":"white","square":"e4"}
                {"act":"place","by":"white","square":"d5"}
                """);
    }
}
