package org.arbiter.law.household;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.last;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** Household law xiv: a dispute submitted to a bystander, whose decision is final. */
class LawXivDisputesTest {
    private static final String GAME = header(HouseholdChess.CODE, "initial") + play("white", "e4 e5");
    private static final String REFER = act("refer", "white", "\"question\":\"Did Black touch his Knight?\"");

    @Test
    void xiv_theBystandersDecisionIsFinal() {
        ReplayResult r = run(GAME + REFER
                + act("decide", "arbiter", "\"decision\":\"Black touched it and refuses to move it: he loses\",\"result\":\"1-0\""));

        assertThat(laws(r)).containsExactly("xiv");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.termination()).isEqualTo("xiv");
    }

    @Test
    void xiv_aDecisionThatEndsNothingLeavesTheGameInPlay() {
        ReplayResult r = run(GAME + REFER + act("decide", "arbiter", "\"decision\":\"He did not\"") + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("xiv");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b");
    }

    @Test
    void xiv_noQuestionNoDecision() {
        ReplayResult r = run(GAME + act("decide", "arbiter", "\"decision\":\"White wins\",\"result\":\"1-0\""));

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("xiv");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }
}
