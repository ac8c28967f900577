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

/** Law viii: disputes decided by the majority of the bystanders, or by an umpire. */
class LawViiiDisputesTest {
    private static final String GAME = header("initial") + moves("black", "11-15 23-19");
    private static final String REFER = act("refer", "black", "\"question\":\"Did White touch the man on 22?\"");

    @Test
    void viii_theDecisionOfTheBystandersOrUmpireEndsTheDispute() {
        ReplayResult r = run(GAME + REFER
                + act("decide", "arbiter", "\"decision\":\"he touched it and will not move it: Black wins\",\"result\":\"0-1\""));

        assertThat(noticeLaws(r)).containsExactly("viii");
        assertThat(laws(r)).containsExactly("viii");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.WHITE));
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("viii");
    }

    @Test
    void viii_noDisputeNoDecision() {
        ReplayResult r = run(GAME + act("decide", "arbiter", "\"decision\":\"Black wins\",\"result\":\"0-1\""));

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("viii");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }
}
