package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.claim;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.last;
import static org.arbiter.law.fide2023.FideCases.play;
import static org.arbiter.law.fide2023.FideCases.press;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.arbiter.law.fide2023.FideCases.state;
import static org.arbiter.law.fide2023.FideCases.transfer;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.junit.jupiter.api.Test;

/** Appendices A and B: one minute added, and illegal moves under partial supervision. */
class AppendixRapidBlitzTest {
    private static final String BLITZ = "\"timeControl\":{\"base\":\"PT3M\",\"increment\":\"PT2S\"},\"rate\":\"blitz\"";
    private static final String RAPID = "\"timeControl\":{\"base\":\"PT15M\",\"increment\":\"PT10S\"},\"rate\":\"rapid\"";
    private static final String ILLEGAL = play("e4 e5") + transfer("white", "f1", "b6") + press("white");

    private static Duration left(String jsonl, Color player) {
        return state(jsonl).left(player);
    }

    @Test
    void fide_A_4_2_blitzPartialSupervisionUnclaimedIllegalMoveStands() {
        String seq = header("initial", BLITZ + ",\"supervision\":\"partial\"") + ILLEGAL + play("black", "Nc6");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("A.4.2");
        assertThat(last(r).against()).contains(Color.BLACK);
        assertThat(r.position()).isEqualTo("r1bqkbnr/pppp1ppp/1Bn5/4p3/4P3/8/PPPP1PPP/RNBQK1NR w");
        assertThat(state(seq).illegalMovesOf(Color.WHITE)).isZero();
        assertThat(state(seq).record().standing()).extracting(e -> e.text())
                .containsExactly("e4", "e5", "Bf1-b6 (illegal)", "Nc6");
        assertThat(left(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(3).plusSeconds(4));
        assertThat(run(seq + claim("black", "illegal-move")).position()).as("too late to claim")
                .isEqualTo("r1bqkbnr/pppp1ppp/1Bn5/4p3/4P3/8/PPPP1PPP/RNBQK1NR w");
    }

    @Test
    void fide_A_4_2_blitzPartialSupervisionClaimedBeforeTheOpponentMoves() {
        String seq = header("initial", BLITZ) + ILLEGAL + claim("black", "illegal-move");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "A.4.2");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(left(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(4).plusSeconds(2));
    }

    @Test
    void fide_A_4_2_theArbiterMayStepInBeforeTheOpponentMoves() {
        ReplayResult r = run(header("initial", RAPID) + ILLEGAL + claim("arbiter", "illegal-move"));

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "A.4.2");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void fide_B_2_blitzFullSupervisionAddsOneMinute() {
        String seq = header("initial", BLITZ + ",\"supervision\":\"full\"") + ILLEGAL;

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "B.2");
        assertThat(left(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(4).plusSeconds(2));
    }

    @Test
    void fide_A_3_rapidFullSupervisionAppliesTheCompetitionRulesWithOneMinute() {
        String seq = header("initial", RAPID + ",\"supervision\":\"full\"") + ILLEGAL;

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(left(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(16).plusSeconds(10));
    }

    @Test
    void fide_A_4_3_aClaimOnTimeNeedsTimeOnTheClaimantsClock() {
        String both = header("initial", "\"timeControl\":{\"base\":\"PT1M\"},\"rate\":\"blitz\"")
                + act("white", "move", "\"move\":\"e4\",\"at\":70") + press("white", 70);

        ReplayResult r = run(both + act("white", "claim", "\"claim\":\"time\",\"at\":140"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(r).law()).isEqualTo("A.4.3");
        assertThat(last(r).against()).contains(Color.WHITE);
    }

    @Test
    void fide_A_4_5_theArbiterCallsAFlagFall() {
        ReplayResult r = run(header("initial", BLITZ) + act("arbiter", "flag", "\"player\":\"white\",\"at\":181"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("A.4.5");
    }

    @Test
    void fide_A_4_2_aManMovedAgainAfterTheMoveIsReinstatedWhenClaimedBeforeTheOpponentMoves() {
        String moved = header("initial", BLITZ) + act("white", "move", "\"move\":\"e4\"") + transfer("white", "d2", "d4")
                + press("white");

        assertThat(run(moved).rulings()).as("under A.4 the change passes, awaiting a claim").isEmpty();
        assertThat(run(moved).position()).isEqualTo("rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b");
        ReplayResult claimed = run(moved + claim("black", "illegal-move"));

        assertThat(claimed.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "A.4.2");
        assertThat(claimed.position()).as("the position White's move left").isEqualTo(
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    /**
     * A.4: a clock pressed with the man still in hand completes an illegal move that reached no
     * square; under partial supervision it waits for a claim, and the claim reinstates the position.
     */
    @Test
    void fide_A_4_2_clockPressedWithTheManInHandWaitsForAClaim() {
        String start = header("initial", BLITZ + ",\"supervision\":\"partial\"") + act("white", "lift", "\"square\":\"e2\"")
                + press("white");

        assertThat(run(start).rulings()).isEmpty();
        ReplayResult claimed = run(start + claim("black", "illegal-move"));
        assertThat(claimed.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "A.4.2");
        assertThat(claimed.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    }
}
