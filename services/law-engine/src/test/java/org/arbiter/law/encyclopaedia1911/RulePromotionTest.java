package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.byHand;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.noticeLaws;
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

        assertThat(laws(r)).as("no one has done wrong").isEmpty();
        assertThat(noticeLaws(r)).containsExactly("promotion");
        assertThat(r.position()).as("White's move is not made yet").isEqualTo("8/P6k/8/8/8/8/8/4K3 w");

        ReplayResult exchanged = run(START + play("white", "a7-a8") + act("promote", "white", "\"piece\":\"Q\""));
        assertThat(laws(exchanged)).isEmpty();
        assertThat(noticeLaws(exchanged)).containsExactly("promotion", "promotion");
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

    /**
     * Issue 43, as a board sees it: the Rook on b8 taken off first, the Pawn put there and let go,
     * then exchanged. The capture takes the man touched ("he must take it"), and the move stands.
     */
    @Test
    void touch_opponent_capturedFirstThenThePawnLetGoAndExchangedTakesTheManTouched() {
        String start = header(Encyclopaedia1911.CODE, "1r6/P6k/8/8/8/8/8/4K3 w - - 0 1");
        ReplayResult r = run(start + act("remove", "white", "\"square\":\"b8\"") + byHand("white", "a7", "b8")
                + act("promote", "white", "\"piece\":\"Q\"") + byHand("black", "h7", "g7"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("1Q6/6k1/8/8/8/8/8/4K3 w");
    }
}
