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

/** Law iv: the man touched must be moved; adjusting is allowed; once on a square the man remains there. */
class LawIvTouchTest {
    private static final String START = header("initial");

    @Test
    void iv_theManTouchedMustBeMoved() {
        ReplayResult r = run(START + act("touch", "black", "\"square\":\"9\"") + moves("black", "11-15") + moves("black", "9-13"));

        assertThat(noticeLaws(r)).containsExactly("iv");
        assertThat(laws(r)).containsExactly("iv");
        assertThat(last(r).position()).as("11-15 does not stand").isEqualTo(run(START).position());
        assertThat(r.position()).isEqualTo("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,13");
    }

    @Test
    void iv_adjustingBindsNothing() {
        ReplayResult r = run(START + act("adjust", "black", "\"square\":\"9\"") + moves("black", "11-15"));

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("iv");
        assertThat(r.position()).startsWith("W:").contains("B1,2,3,4,5,6,7,8,9,10,12,15");
    }

    @Test
    void iv_aTouchWhenItIsNotHisTurnBindsNothing() {
        ReplayResult r = run(START + act("touch", "white", "\"square\":\"22\"") + moves("black", "11-15") + moves("white", "23-19"));

        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void iv_liftedPlacedAndReleasedIsTheMove() {
        ReplayResult r = run(START + act("lift", "black", "\"square\":\"11\"") + act("place", "black", "\"square\":\"15\"")
                + act("release", "black", ""));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo(run(START + moves("black", "11-15")).position());
    }

    @Test
    void iv_onceShownOnASquareTheManRemainsThere() {
        ReplayResult r = run(START + act("lift", "black", "\"square\":\"11\"") + act("place", "black", "\"square\":\"15\"")
                + act("place", "black", "\"square\":\"16\"") + act("release", "black", ""));

        assertThat(laws(r)).containsExactly("iv");
        assertThat(last(r).text()).contains("must remain there");
        assertThat(r.position()).isEqualTo(run(START + moves("black", "11-15")).position());
    }

    @Test
    void iv_aManShownOnTheAngleGoesToTheSquareIndicated() {
        ReplayResult r = run(START + act("lift", "black", "\"square\":\"11\"") + act("place", "black", "\"square\":\"16\"")
                + act("place", "black", "\"square\":\"15\"") + act("release", "black", ""));

        assertThat(laws(r)).containsExactly("iv");
        assertThat(r.position()).isEqualTo(run(START + moves("black", "11-16")).position());
    }

    @Test
    void iv_aCaptureIsShownSquareBySquare() {
        ReplayResult r = run(header("B:W6,14,30:B1") + act("lift", "black", "\"square\":\"1\"")
                + act("place", "black", "\"square\":\"10\"") + act("remove", "black", "\"square\":\"6\"")
                + act("place", "black", "\"square\":\"17\"") + act("remove", "black", "\"square\":\"14\"")
                + act("release", "black", ""));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).as("the men taken off are those the series jumps").isEmpty();
        assertThat(r.position()).isEqualTo("W:W30:B17");
    }
    /**
     * iv: "If a man be so moved as to be visible on the angle separating the squares, the player so
     * touching the man must move it to the square indicated": a man lifted and put back on its own
     * square is moved to no square, and the contract says such a man "makes no move" under every code.
     */
    @Test
    void iv_aManLiftedInTheOpponentsTurnAndPutBackOnItsSquareMakesNoMove() {
        String lifted = START + moves("black", "11-15") + act("lift", "black", "\"square\":\"15\"")
                + act("place", "black", "\"square\":\"15\"") + act("release", "black", "");
        ReplayResult r = run(lifted + moves("white", "23-19"));

        assertThat(r.rulings()).isEmpty();
        assertThat(noticeLaws(r)).as("no false move").isEmpty();
        assertThat(r.position()).isEqualTo(run(START + moves("black", "11-15 23-19")).position());
    }

    /** iv: "After they are so placed, if either player, when it is his turn to play, touch a man, he must move it": put back, it is still his to move. */
    @Test
    void iv_aManLiftedInHisTurnAndPutBackIsNoMoveButMustStillBeMoved() {
        ReplayResult r = run(START + act("lift", "black", "\"square\":\"11\"") + act("place", "black", "\"square\":\"11\"")
                + act("release", "black", "") + moves("black", "9-13"));

        assertThat(laws(r)).containsExactly("iv");
        assertThat(last(r).text()).contains("must move the man on 11");
        assertThat(r.position()).isEqualTo(run(START).position());
    }
    /**
     * iv: the man "must remain" on the square he is moved on to, and a hand that sets a King down on
     * the last square of his series only, its first and last squares a single jump apart, has made
     * the series (2 over 6, 14 and 15 to 11).
     */
    @Test
    void iv_aKingSetDownOnTheLastSquareOfHisSeriesAloneMakesTheSeries() {
        ReplayResult r = run(header("B:W6,14,15,30:BK2") + act("lift", "black", "\"square\":\"2\"")
                + act("place", "black", "\"square\":\"11\"") + act("release", "black", ""));

        assertThat(r.rulings()).isEmpty();
        assertThat(noticeLaws(r)).as("no false move").isEmpty();
        assertThat(r.position()).isEqualTo("W:W30:BK11");
    }
}
