package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/** The article's rule promotion: the move is not complete until the Pawn is exchanged; no second King. */
class RulePromotionTest {
    private static final String START = header(Encyclopaedia1911.CODE, "8/P6k/8/8/8/8/8/4K3 w - - 0 1");

    @Test
    void promotion_notCompleteUntilThePawnIsExchanged() {
        ReplayResult r = run(START + play("white", "a7-a8"));

        assertThat(laws(r)).containsExactly("promotion");
        assertThat(r.position()).as("White's move is not made yet").isEqualTo("8/P6k/8/8/8/8/8/4K3 w");

        ReplayResult exchanged = run(START + play("white", "a7-a8") + act("promote", "white", "\"piece\":\"Q\""));
        assertThat(laws(exchanged)).containsExactly("promotion", "promotion");
        assertThat(exchanged.position()).isEqualTo("Q7/7k/8/8/8/8/8/4K3 b");
    }

    @Test
    void promotion_aSecondKingCannotBeSelected() {
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> run(START + play("white", "a7-a8") + act("promote", "white", "\"piece\":\"K\"")));

        assertThat(e.field()).isEqualTo("piece");
        assertThat(e.line()).isEqualTo(3);
    }

    /** Issue 43: the Pawn exchanged while the hand is still on it completes the move when the hand leaves it. */
    @Test
    void promotion_exchangedBeforeTheHandLeavesThePawnTheMoveIsComplete() {
        ReplayResult r = run(START + act("lift", "white", "\"square\":\"a7\"") + act("place", "white", "\"square\":\"a8\"")
                + act("promote", "white", "\"piece\":\"Q\"") + act("release", "white", ""));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("Q7/7k/8/8/8/8/8/4K3 b");
    }
}
