package org.arbiter.law.householddraughts;

import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.last;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.householddraughts.Sitting.act;
import static org.arbiter.law.householddraughts.Sitting.header;
import static org.arbiter.law.householddraughts.Sitting.moves;
import static org.arbiter.law.householddraughts.Sitting.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** Law vi: ten minutes at most to consider a move, else the game is forfeited. */
class LawViTimeLimitTest {
    private static String timed(String by, String move, String at) {
        return act("move", by, "\"move\":\"" + move + "\",\"at\":\"" + at + "\"");
    }

    @Test
    void vi_aMoveMadeAfterMoreThanTenMinutesForfeits() {
        ReplayResult r = run(header("initial") + timed("black", "11-15", "PT1M") + timed("white", "23-19", "PT11M30S"));

        assertThat(laws(r)).containsExactly("vi");
        assertThat(last(r).text()).contains("10 min 30 s");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.position()).as("the late move is not made").startsWith("W:");
    }

    @Test
    void vi_tenMinutesExactlyIsWithinTheTime() {
        ReplayResult r = run(header("initial") + timed("black", "11-15", "PT1M") + timed("white", "23-19", "PT11M"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void vi_theOpponentClaimsATurnThatHasRunLonger() {
        ReplayResult early = run(header("initial") + timed("black", "11-15", "PT1M")
                + act("claim", "black", "\"claim\":\"time\",\"at\":\"PT9M\""));
        ReplayResult late = run(header("initial") + timed("black", "11-15", "PT1M")
                + act("claim", "black", "\"claim\":\"time\",\"at\":\"PT12M\""));

        assertThat(laws(early)).containsExactly("vi");
        assertThat(early.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(late)).containsExactly("vi");
        assertThat(last(late).against()).isEqualTo(Optional.of(Color.WHITE));
        assertThat(late.result()).isEqualTo(Result.BLACK_WINS);
    }
}
