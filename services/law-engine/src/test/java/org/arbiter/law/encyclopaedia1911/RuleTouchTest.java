package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.last;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/** The article's rule touch: a man touched must be moved, unless j'adoube was said before. */
class RuleTouchTest {
    static final String START = header(Encyclopaedia1911.CODE, "initial");
    private static final String TOUCH_E2 = act("touch", "white", "\"square\":\"e2\"");
    private static final String ADOUBE = act("announce", "white", "\"words\":\"j'adoube\"");

    @Test
    void touch_aManTouchedMustBeMoved() {
        ReplayResult r = run(START + TOUCH_E2 + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("touch");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.WHITE));
        assertThat(r.position()).as("the Knight's move does not stand").isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
        assertThat(run(START + TOUCH_E2 + play("white", "Nf3") + play("white", "e4")).position())
                .isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void touch_jadoubeSaidBeforeTouchingFreesTheTouch() {
        ReplayResult r = run(START + ADOUBE + TOUCH_E2 + play("white", "Nf3"));

        assertThat(laws(r)).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
    }

    @Test
    void touch_jadoubeMustBeSaidBeforeTouching() {
        ReplayResult r = run(START + TOUCH_E2 + ADOUBE + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("touch", "touch");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    }

    @Test
    void touch_theTouchedManIsShownAsBinding() {
        ContestedSequence s = ContestedSequence.parse(START + TOUCH_E2);
        Replay replay = new Replay(s.header());
        replay.apply(s.actions().get(0), s.lines().get(0));

        assertThat(replay.state().touched()).containsEntry("e2", "white");
    }
}
