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

    @Test
    void fide_6_11_1_bothFlagsDownBeforeTheLastPeriodPlayGoesOn() {
        String control = "\"timeControl\":{\"base\":\"PT1M\",\"moves\":40,\"then\":\"PT30M\"}";

        ReplayResult r = run(header("initial", control) + move("white", "e4", 70) + move("black", "e5", 140)
                + act("arbiter", "flag", "\"player\":\"white\",\"at\":140"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(r).law()).isEqualTo("6.11.1");
    }
}
