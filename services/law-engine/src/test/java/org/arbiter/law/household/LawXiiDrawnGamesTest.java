package org.arbiter.law.household;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** Household law xii: stalemate and perpetual check drawn. */
class LawXiiDrawnGamesTest {
    private static final String CLAIM = act("claim", "black", "\"claim\":\"draw-endless-checks\"");

    @Test
    void xii_stalemateIsADrawnGame() {
        ReplayResult r = run(header(HouseholdChess.CODE, "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1") + play("white", "Qf7"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("xii");
        assertThat(laws(r)).contains("xii");
        assertThat(r.position()).isEqualTo("7k/5Q2/6K1/8/8/8/8/8 b");
    }

    @Test
    void household_xii_stalemateWithTheSupplementIsRuledByXiiAlone() {
        ReplayResult r = run(header(HouseholdChess.CODE, "chess-code-1897", "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1")
                + play("white", "Qf7"));

        assertThat(laws(r)).as("xii, not also the supplement's II.8(e)").containsExactly("xii");
        assertThat(r.termination()).isEqualTo("xii");
        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.position()).isEqualTo("7k/5Q2/6K1/8/8/8/8/8 b");
    }

    @Test
    void xii_perpetualCheckIsADrawnGame() {
        ReplayResult r = run(header(HouseholdChess.CODE, "7k/8/8/8/8/8/8/K5Q1 w - - 0 1")
                + play("white", "Qh2 Kg8 Qg3 Kf7 Qf4 Ke7") + CLAIM);

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("xii");
        assertThat(laws(r)).containsExactly("xii");
    }

    @Test
    void xii_twoChecksAreNoPerpetualCheck() {
        ReplayResult r = run(header(HouseholdChess.CODE, "7k/8/8/8/8/8/8/K5Q1 w - - 0 1")
                + play("white", "Qh2 Kg8 Qg3 Kf7") + CLAIM);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).containsExactly("xii");
        assertThat(r.rulings().get(0).text()).startsWith("The claim fails");
    }
}
