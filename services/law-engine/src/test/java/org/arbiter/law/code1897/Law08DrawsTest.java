package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Actor;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 8: games treated as drawn. */
class Law08DrawsTest {
    private static final String CLAIM_FIFTY = "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"draw-fifty-moves\"}\n";
    private static final String CLAIM_REPETITION = "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"draw-repetition\"}\n";

    /** Knight moves to and fro, {@code cycles} times four moves, none a capture. */
    private static String shuffle(int cycles) {
        return play("Nf3 Nf6 Ng1 Ng8 ".repeat(cycles));
    }

    @Test
    void II_8a_drawnByAgreement() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"offer-draw","by":"white"}
                {"act":"accept-draw","by":"black"}
                """);

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("II.8(a)");
        assertThat(Cases.last(r).against()).as("a drawn game goes against neither").isEmpty();
        assertThat(Cases.last(r).by()).isEqualTo(Actor.BLACK);
    }

    @Test
    void II_8a_noAgreementWithoutAStandingOffer() {
        ReplayResult r = run(INITIAL + play("e4") + """
                {"act":"offer-draw","by":"white"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"accept-draw","by":"black"}
                """);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).containsExactly("II.8(a)");
    }

    @Test
    void II_8b_fiftyMovesOnEachSideWithoutACapture() {
        ReplayResult r = run(INITIAL + play("e4 e5") + shuffle(24) + play("d3 d6") + CLAIM_FIFTY.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("II.8(b)");
    }

    @Test
    void II_8b_pawnMovesDoNotResetTheCount() {
        ReplayResult r = run(INITIAL + shuffle(12) + play("e4 e5") + shuffle(12) + play("d3 d6")
                + CLAIM_FIFTY.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
    }

    @Test
    void II_8b_fortyNineMovesOnOneSideAreNotEnough() {
        Ruling r = Cases.fails(INITIAL + play("e4 e5") + shuffle(24) + play("d3"), CLAIM_FIFTY.formatted("black"),
                "II.8(b)", Color.BLACK);

        assertThat(r.text()).contains("only 99 moves");
    }

    @Test
    void II_8b_aCaptureResetsTheCount() {
        ReplayResult r = run(INITIAL + play("e4 d5 exd5 Qxd5") + shuffle(24) + CLAIM_FIFTY.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void II_8b_claimMustComeBeforeTouchingAMan() {
        ReplayResult r = run(INITIAL + play("e4 e5") + shuffle(24) + play("d3 d6") + """
                {"act":"touch","by":"white","square":"b1"}
                """ + CLAIM_FIFTY.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(Cases.lastText(r)).contains("before touching a man");
    }

    @Test
    void II_8c_positionAtTheCommencementOfHisTurnTwiceBefore() {
        ReplayResult r = run(INITIAL + shuffle(2) + CLAIM_REPETITION.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("II.8(c)");
    }

    @Test
    void II_8c_onceBeforeIsNotEnough() {
        Ruling r = Cases.fails(INITIAL + shuffle(1), CLAIM_REPETITION.formatted("white"), "II.8(c)", Color.WHITE);

        assertThat(r.text()).contains("had stood there only once before, and twice are needed");
    }

    @Test
    void II_8c_onlyThePlayerWhoseTurnItIsMayClaim() {
        ReplayResult r = run(INITIAL + shuffle(2) + CLAIM_REPETITION.formatted("black"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(Cases.lastText(r)).contains("turn");
    }

    @Test
    void II_8c_castlingRightsPlayNoPartInIdentity() {
        ReplayResult r = run(header("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
                + play("Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8") + CLAIM_REPETITION.formatted("white"));

        assertThat(r.result()).as("I.16(b): the first position counts though castling was then open")
                .isEqualTo(Result.DRAWN);
    }

    @Test
    void II_8d_anEndlessSeriesOfChecksProven() {
        ReplayResult r = run(header("6k1/6p1/8/8/8/7K/q7/1r2Q3 w - - 0 1") + """
                {"act":"claim","by":"white","claim":"draw-endless-checks"}
                """);

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("II.8(d)");
    }

    @Test
    void II_8d_claimFailsWhenTheChecksCanBeEscaped() {
        ReplayResult r = run(INITIAL + play("e4 e5") + """
                {"act":"claim","by":"white","claim":"draw-endless-checks"}
                """);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).containsExactly("II.8(d)");
    }

    @Test
    void II_8d_claimMustComeBeforeTouchingAMan() {
        ReplayResult r = run(header("6k1/6p1/8/8/8/7K/q7/1r2Q3 w - - 0 1") + """
                {"act":"touch","by":"white","square":"e1"}
                {"act":"claim","by":"white","claim":"draw-endless-checks"}
                """);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }
}
