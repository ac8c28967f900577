package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.claim;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.last;
import static org.arbiter.law.fide2023.FideCases.press;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.arbiter.law.fide2023.FideCases.state;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Article 6: the clock driven by presses and time stamps, flag falls and claims on time. */
class Article06ClockTest {
    private static final String CONTROL = "\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT30S\",\"moves\":2,\"then\":\"PT30M\"}";
    private static final String ONE_MINUTE = "\"timeControl\":{\"base\":\"PT1M\"}";

    private static String move(String by, String san, int at) {
        return act(by, "move", "\"move\":\"" + san + "\",\"at\":" + at) + press(by, at);
    }

    @Test
    void fide_6_2_pressesDriveTheClocksWithIncrementAndTheNextPeriod() {
        String oneMove = header("initial", CONTROL) + move("white", "e4", 10);
        String twoMoves = oneMove + move("black", "e5", 25) + move("white", "Nf3", 70);

        assertThat(state(oneMove).left(Color.WHITE)).isEqualTo(Duration.ofMinutes(90).minusSeconds(10).plusSeconds(30));
        assertThat(state(oneMove).clock().running()).isEqualTo(Color.BLACK);
        assertThat(state(twoMoves).left(Color.WHITE)).as("the second move completes the control: 30 minutes more")
                .isEqualTo(Duration.ofMinutes(120).minusSeconds(10 + 45).plusSeconds(60));
        assertThat(state(twoMoves).clocks().white()).as("time used").isEqualTo(Duration.ofSeconds(55));
    }

    /** Issue 43: a game from a position with Black to move ran White's clock while Black thought over his first move. */
    @Test
    void fide_6_5_aGameFromAPositionWithBlackToMoveStartsBlacksClock() {
        String blackFirst = header("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", CONTROL)
                + move("black", "e5", 40);

        assertThat(state(blackFirst).left(Color.WHITE)).isEqualTo(Duration.ofMinutes(90));
        assertThat(state(blackFirst).clocks().black()).as("time used").isEqualTo(Duration.ofSeconds(40));
    }

    @Test
    void fide_6_9_flagFallLoses() {
        ReplayResult r = run(header("initial", ONE_MINUTE) + move("white", "e4", 10) + move("black", "e5", 75)
                + act("arbiter", "flag", "\"player\":\"black\",\"at\":75"));

        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.termination()).isEqualTo("6.9");
        assertThat(last(r).against()).contains(Color.BLACK);
    }

    /** Kasparov-Topalov, Wijk aan Zee 1999, to White's 40th move and Black's reply. */
    private static final String FORTY_MOVES = "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7"
            + " a3 e5 O-O-O Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4"
            + " Nd5 Nbxd5 exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5 Ra7 Bb7 Rxb7 Qc4 Qxf6 Kxa3"
            + " Qxa6+ Kxb4 c3+ Kxc3 Qa1+ Kd2 Qb2+ Kd1 Bf1 Rd2 Rd7 Rxd7 Bxc4 bxc4 Qxh8 Rd3";
    private static final String FORTY_IN_NINETY = "\"timeControl\":{\"base\":\"PT90M\",\"moves\":40,\"then\":\"PT30M\"}";

    /** White's 40th move pressed at {@code seconds} of his time (he used none before), and Black's reply. */
    private static String fortiethMoveAt(int seconds) {
        return header("initial", FORTY_IN_NINETY) + FideCases.play(FORTY_MOVES) + move("white", "Qa8", seconds)
                + move("black", "c3", seconds);
    }

    @Test
    void fide_6_4_aFlagAtTheEndOfAPeriodWhoseMovesWereCompletedInTimeLosesNothing() {
        String seq = fortiethMoveAt(89 * 60 + 20) + act("arbiter", "flag", "\"player\":\"white\",\"at\":5400");

        ReplayResult r = run(seq);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(r).law()).isEqualTo("6.4");
        assertThat(last(r).against()).isEmpty();
        assertThat(state(seq).left(Color.WHITE)).as("the second period's time is his").isEqualTo(Duration.ofMinutes(30));
    }

    @Test
    void fide_6_9_aFlagAfterTheControlsMovesCompletedTooLateLoses() {
        String late = fortiethMoveAt(90 * 60 + 10);

        ReplayResult flagged = run(late + act("arbiter", "flag", "\"player\":\"white\",\"at\":5420"));
        ReplayResult claimed = run(late + act("black", "claim", "\"claim\":\"time\",\"at\":5420"));

        assertThat(flagged.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(flagged.termination()).isEqualTo("6.9");
        assertThat(claimed.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(claimed.termination()).isEqualTo("6.9");
    }

    @Test
    void fide_6_9_aFlagInTheLastPeriodStillLoses() {
        ReplayResult r = run(fortiethMoveAt(89 * 60 + 20) + act("arbiter", "flag", "\"player\":\"white\",\"at\":7240"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("6.9");
    }

    @Test
    void fide_6_9_flagFallAgainstALoneKingIsDrawn() {
        ReplayResult r = run(header("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", ONE_MINUTE)
                + act("arbiter", "flag", "\"player\":\"white\",\"at\":61"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("6.9");
        assertThat(last(r).against()).isEmpty();
    }

    @Test
    void fide_6_9_claimOnTimeSucceedsOnlyWhenTheFlagIsDown() {
        String start = header("initial", ONE_MINUTE) + move("white", "e4", 10);

        ReplayResult early = run(start + act("white", "claim", "\"claim\":\"time\",\"at\":40"));
        ReplayResult late = run(start + act("white", "claim", "\"claim\":\"time\",\"at\":71"));

        assertThat(early.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(early).law()).isEqualTo("6.9");
        assertThat(last(early).against()).contains(Color.WHITE);
        assertThat(late.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(late.termination()).isEqualTo("6.9");
    }

    @Test
    void fide_6_9_noTimeControlNoFlag() {
        ReplayResult r = run(header("initial", "") + claim("white", "time"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(r).law()).isEqualTo("6.9");
    }

    @Test
    void fide_6_11_1_bothFlagsDownInTheLastPeriodIsDrawn() {
        ReplayResult r = run(header("initial", ONE_MINUTE) + move("white", "e4", 70) + move("black", "e5", 140)
                + act("arbiter", "flag", "\"player\":\"white\",\"at\":140"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("6.11.1");
    }

    /**
     * 6.11.1 asks which flag fell first only when the arbiter sees the flags; a player's claim is
     * decided on the flag he claims (6.9), his own being down too.
     */
    @Test
    void fide_6_9_aClaimIsDecidedOnTheClaimedFlagThoughBothAreDown() {
        ReplayResult r = run(header("initial", ONE_MINUTE) + move("white", "e4", 70) + move("black", "e5", 140)
                + claim("black", "time"));

        assertThat(r.termination()).isEqualTo("6.9");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(last(r).against()).contains(Color.WHITE);
    }

    @Test
    void fide_6_11_1_bothFlagsDownBeforeTheLastPeriodPlayGoesOn() {
        String control = "\"timeControl\":{\"base\":\"PT1M\",\"moves\":40,\"then\":\"PT30M\"}";

        ReplayResult r = run(header("initial", control) + move("white", "e4", 70) + move("black", "e5", 140)
                + act("arbiter", "flag", "\"player\":\"white\",\"at\":140"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(r).law()).isEqualTo("6.11.1");
    }
}
