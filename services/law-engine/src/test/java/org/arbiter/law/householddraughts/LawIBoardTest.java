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

/** Law i: the board placed with the double corner at each player's right hand. */
class LawIBoardTest {
    @Test
    void i_theSquareNumbersPutWhitesDoubleCornerAtHisRightHand() {
        ReplayResult r = run(header("initial") + moves("black", "11-15 24-20 8-11 28-24"));

        assertThat(r.position()).as("28 and 32, h2 and g1, make the double corner").isEqualTo(
                "B:W20,21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15");
        assertThat(org.arbiter.law.sequence.DraughtsSquares.square(32).toString()).isEqualTo("g1");
        assertThat(org.arbiter.law.sequence.DraughtsSquares.square(28).toString()).isEqualTo("h2");
    }

    @Test
    void i_theLawGivesNoRemedyForAMisplacedBoardSoTheClaimDecidesNothing() {
        ReplayResult r = run(header("initial") + moves("black", "11-15 23-19")
                + act("claim", "white", "\"claim\":\"annulment\",\"ground\":\"board-misplaced\"")
                + moves("black", "8-11"));

        assertThat(r.rulings()).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("i");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.actions()).isEqualTo(4);
    }
}
