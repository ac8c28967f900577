package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.byHand;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** The article's rule touch-opponent: take the touched man if he can, if not move his King, else no penalty. */
class RuleTouchOpponentTest {
    private static final String OPENED = header(Encyclopaedia1911.CODE, "initial") + play("white", "e4 d5");

    @Test
    void touchOpponent_heMustTakeIt() {
        ReplayResult r = run(OPENED + act("touch", "white", "\"square\":\"d5\"") + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("touch-opponent");
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(run(OPENED + act("touch", "white", "\"square\":\"d5\"") + play("white", "exd5")).position())
                .isEqualTo("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void touchOpponent_ifNotMoveHisKing() {
        ReplayResult r = run(OPENED + act("touch", "white", "\"square\":\"e7\"") + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("touch-opponent", "touch-opponent");
        assertThat(run(OPENED + act("touch", "white", "\"square\":\"e7\"") + play("white", "Ke2")).position())
                .isEqualTo("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPPKPPP/RNBQ1BNR b");
    }

    @Test
    void touchOpponent_ifHeCanDoNeitherNoPenalty() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, "initial") + act("touch", "white", "\"square\":\"e7\"")
                + play("white", "Nf3"));

        assertThat(laws(r)).containsExactly("touch-opponent");
        assertThat(r.rulings().get(0).text()).contains("no penalty");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
    }

    private static final String PASSING = "rnbqkbnr/ppppp1pp/8/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";

    /** Issue 43: a Pawn touched and then taken in passing is taken; the move stands. */
    @Test
    void touchOpponent_aPawnTakenInPassingIsTaken() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, PASSING) + act("touch", "white", "\"square\":\"f5\"")
                + play("white", "exf6"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppppp1pp/5P2/8/8/8/PPPP1PPP/RNBQKBNR b");
    }

    /** Issue 43: under the 1897 supplement the board the rules read had lost the right to take in passing. */
    @Test
    void touchOpponent_thePawnTakenOffFirstAndTakenInPassingByHandUnderTheSupplement() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, "chess-code-1897", "initial") + play("white", "e4 a6 e5 f5")
                + act("remove", "white", "\"square\":\"f5\"") + byHand("white", "e5", "f6"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/1pppp1pp/p4P2/8/8/8/PPPP1PPP/RNBQKBNR b");
    }
}
