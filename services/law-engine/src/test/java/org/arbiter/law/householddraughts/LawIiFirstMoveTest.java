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
                + moves("white", "22-18") + act("claim", "black", "\"claim\":\"annulment\",\"ground\":\"wrong-first-player\""));

        assertThat(laws(r)).containsExactly("ii");
        assertThat(last(r).text()).contains("White took the first move, as agreed");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void ii_aFirstMoveByTheOtherSideStandsAndAnnulsTheGameOnClaim() {
        ReplayResult r = run(header("initial") + moves("white", "22-18 11-15")
                + act("claim", "black", "\"claim\":\"annulment\",\"ground\":\"wrong-first-player\""));

        assertThat(noticeLaws(r)).containsExactly("ii");
        assertThat(r.notices().get(0).position()).as("White's move stands, Black to play").startsWith("B:");
        assertThat(laws(r)).containsExactly("ii");
        assertThat(r.result()).isEqualTo(Result.ANNULLED);
    }
}
