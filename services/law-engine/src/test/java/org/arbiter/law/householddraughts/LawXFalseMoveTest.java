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

/** Law x: a false move remedied as soon as it is discovered, or the game lost. */
class LawXFalseMoveTest {
    /** Black's 15-11 is a man moved backwards. */
    private static final String FALSE_MOVE = header("initial") + moves("black", "11-15 21-17 15-11");
    private static final String BEFORE = "B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15";
    private static final String FOUND = act("claim", "white", "\"claim\":\"illegal-move\"");

    @Test
    void x_aFalseMoveStandsTillItIsDiscovered() {
        ReplayResult r = run(FALSE_MOVE);

        assertThat(noticeLaws(r)).containsExactly("x");
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    }

    @Test
    void x_discoveredAtOnceItIsRemedied() {
        ReplayResult r = run(FALSE_MOVE + FOUND + moves("black", "15-19"));

        assertThat(laws(r)).containsExactly("x");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(last(r).position()).isEqualTo(BEFORE);
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void x_foundLateItIsRemediedFromWhereItWasMade() {
        ReplayResult r = run(FALSE_MOVE + moves("white", "17-13 12-16 24-20") + FOUND);

        assertThat(laws(r)).containsExactly("x");
        assertThat(last(r).text()).contains("the 3 moves made since taken back");
        assertThat(r.position()).isEqualTo(BEFORE);
    }

    @Test
    void x_theMakerWhoRefusesTheRemedyLosesTheGame() {
        ReplayResult r = run(FALSE_MOVE + FOUND + act("refuse", "black", ""));

        assertThat(laws(r)).containsExactly("x", "x");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.termination()).isEqualTo("x");
    }

    @Test
    void x_noFalseMoveNoRemedy() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + FOUND);

        assertThat(laws(r)).containsExactly("x");
        assertThat(last(r).text()).startsWith("The claim fails");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void x_aMoveOutOfTurnIsAFalseMove() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + moves("black", "9-13"));

        assertThat(noticeLaws(r)).containsExactly("x");
    }
    /**
     * x: "A false move must be remedied as soon as it is discovered": a King's series whose first and
     * last squares lie a single jump apart (2 over 6, 14 and 15 to 11, square 7 empty), written by
     * those two squares as a board that saw only the result writes it, is the series, not a false move.
     */
    @Test
    void x_aKingsSeriesWrittenByItsFirstAndLastSquaresIsNoFalseMoveThoughTheyLieAJumpApart() {
        ReplayResult r = run(header("B:W6,14,15,30:BK2") + act("move", "black", "\"from\":\"2\",\"to\":\"11\""));

        assertThat(r.rulings()).isEmpty();
        assertThat(noticeLaws(r)).as("no false move").isEmpty();
        assertThat(r.position()).isEqualTo("W:W30:BK11");
    }
}
