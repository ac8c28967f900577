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

/** Law v: the huff, or compelling the capture, at the opponent's option. */
class LawVHuffTest {
    /** Black must take 14x23; he steps 9-13 instead. */
    private static final String REFUSED = header("B:W18,27,32:B1,9,14") + moves("black", "9-13");

    @Test
    void v_theHuff_theManThatShouldHaveTakenIsRemovedAndTheOpponentMoves() {
        ReplayResult r = run(REFUSED + act("huff", "white", "\"square\":\"14\"") + moves("white", "27-24"));

        assertThat(noticeLaws(r)).containsExactly("v");
        assertThat(laws(r)).containsExactly("v");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(last(r).position()).as("the man on 14 is gone, White still to move").isEqualTo("W:W18,27,32:B1,13");
        assertThat(r.position()).isEqualTo("B:W18,24,32:B1,13");
    }

    @Test
    void v_compelled_theStepIsTakenBackAndTheCaptureMade() {
        ReplayResult r = run(REFUSED + act("compel", "white", "") + moves("black", "14x23"));

        assertThat(laws(r)).containsExactly("v");
        assertThat(last(r).position()).as("9-13 taken back, Black to move").isEqualTo("B:W18,27,32:B1,9,14");
        assertThat(r.position()).isEqualTo("W:W27,32:B1,9,23");
    }

    @Test
    void v_theOpponentWhoMovesWithoutHuffingLetsTheStepStand() {
        ReplayResult r = run(REFUSED + moves("white", "18x9") + act("huff", "white", "\"square\":\"14\""));

        assertThat(noticeLaws(r)).containsExactly("v", "v");
        assertThat(r.notices().get(1).text()).contains("9-13 stands");
        assertThat(laws(r)).as("too late: the huff is refused").containsExactly("v");
        assertThat(last(r).text()).startsWith("There is no man to huff");
        assertThat(r.position()).isEqualTo("B:W9,27,32:B1,13");
    }

    @Test
    void v_onlyAManThatCouldHaveTakenIsHuffed() {
        ReplayResult r = run(REFUSED + act("huff", "white", "\"square\":\"1\""));

        assertThat(laws(r)).containsExactly("v");
        assertThat(last(r).text()).contains("could not have taken");
        assertThat(r.position()).isEqualTo("W:W18,27,32:B1,13,14");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void v_theManMovedIsHuffedWhereItWent() {
        ReplayResult r = run(header("B:W18,27,32:B1,9,14") + moves("black", "14-17")
                + act("huff", "white", "\"square\":\"17\""));

        assertThat(laws(r)).containsExactly("v");
        assertThat(r.position()).isEqualTo("W:W18,27,32:B1,9");
    }
}
