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

/** Law ii: the first move by chance or agreement, Black generally first. */
class LawIiFirstMoveTest {
    @Test
    void ii_blackMovesFirstFromTheInitialPosition() {
        ReplayResult r = run(header("initial") + moves("black", "11-15"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).isEmpty();
        assertThat(r.position()).startsWith("W:");
    }

    @Test
    void ii_theAgreementInTheHeaderMayGiveWhiteTheFirstMove() {
        ReplayResult r = run(header("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
                + moves("white", "22-18"));

        assertThat(r.notices()).isEmpty();
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).startsWith("B:");
    }

    @Test
    void ii_x_whiteTakingTheFirstMoveWhereNothingWasAgreedMakesAFalseMoveRemediedWhenDiscovered() {
        String whiteFirst = "{\"header\":{\"game\":\"draughts\",\"code\":\"household-draughts\"}}\n"
                + moves("white", "22-18");
        ReplayResult r = run(whiteFirst + act("claim", "black", "\"claim\":\"illegal-move\"")
                + moves("black", "11-15"));

        assertThat(noticeLaws(r)).containsExactly("ii", "x");
        assertThat(laws(r)).containsExactly("x");
        assertThat(r.rulings().get(0).against()).contains(Color.WHITE);
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).as("the men replaced, and Black took the first move")
                .isEqualTo("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    }

    @Test
    void ii_aClaimOfAnnulmentForTheFirstMoveDecidesNothingTheLawGivingNone() {
        ReplayResult r = run(header("initial") + moves("white", "22-18 11-15")
                + act("claim", "black", "\"claim\":\"annulment\",\"ground\":\"wrong-first-player\""));

        assertThat(noticeLaws(r)).containsExactly("ii", "x", "ii");
        assertThat(r.rulings()).isEmpty();
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }
}
