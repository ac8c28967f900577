package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/** Version 2's FIDE acts under a code that has no law on them: recorded, deciding nothing. */
class SilentActsTest {

    @Test
    void pressFlagAndTouchMoveDecideNothingUnderThe1897Code() {
        ReplayResult r = Replay.run(ContestedSequence.parse("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"press","by":"white","at":5}
                {"act":"flag","by":"arbiter","player":"black"}
                {"act":"claim","by":"black","claim":"touch-move"}
                {"act":"move","by":"black","move":"e5"}
                """));

        assertThat(r.actions()).isEqualTo(5);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void theFideCodeIsKnown() {
        assertThat(Rulebooks.codes()).contains("chess-code-1897", "fide-2023");
    }
}
