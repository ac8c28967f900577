package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** The article's rule touch-cannot-move: the King must move, but may not castle; if he cannot, no penalty. */
class RuleTouchCannotMoveTest {
    private static final String BLOCKED = header(Encyclopaedia1911.CODE, "4k3/8/8/8/8/8/1P1P4/2B1K2R w K - 0 1");
    private static final String TOUCH_C1 = act("touch", "white", "\"square\":\"c1\"");

    @Test
    void touchCannotMove_heMustMoveHisKing() {
        ReplayResult r = run(BLOCKED + TOUCH_C1 + play("white", "d4"));

        assertThat(laws(r)).containsExactly("touch-cannot-move", "touch-cannot-move");
        assertThat(r.position()).as("the Pawn's move does not stand").isEqualTo("4k3/8/8/8/8/8/1P1P4/2B1K2R w");
        assertThat(run(BLOCKED + TOUCH_C1 + play("white", "Kf1")).position()).isEqualTo("4k3/8/8/8/8/8/1P1P4/2B2K1R b");
    }

    @Test
    void touchCannotMove_butMayNotCastle() {
        ReplayResult r = run(BLOCKED + TOUCH_C1 + play("white", "O-O"));

        assertThat(laws(r)).containsExactly("touch-cannot-move", "touch-cannot-move");
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/1P1P4/2B1K2R w");
    }

    @Test
    void touchCannotMove_ifNotThereIsNoPenalty() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, "initial") + TOUCH_C1 + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("touch-cannot-move");
        assertThat(r.rulings().get(0).text()).contains("no penalty");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
    }
}
