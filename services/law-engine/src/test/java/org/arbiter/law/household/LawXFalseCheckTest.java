package org.arbiter.law.household;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.last;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Household law x: a false cry of check. */
class LawXFalseCheckTest {
    private static final String START = header(HouseholdChess.CODE, "1b2k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    private static final String FALSE_CRY = play("white", "Ra7") + act("announce", "white", "\"words\":\"check\"");
    private static final String REPLACE = act("require", "black", "\"requirement\":\"annul-move\"");
    private static final String LET_STAND = act("waive", "black", "");

    @Test
    void x_kingMovedOnAFalseCryThePiecesReplacedAtHisElection() {
        ReplayResult r = run(START + FALSE_CRY + play("black", "Kd8") + REPLACE);

        assertThat(laws(r)).containsExactly("x");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.WHITE));
        assertThat(r.position()).as("the men as at the cry; Black makes another move").isEqualTo("1b2k3/R7/8/8/8/8/8/4K3 b");
    }

    @Test
    void x_pieceTakenOnAFalseCryTheMoveStandsAtHisElection() {
        ReplayResult r = run(START + FALSE_CRY + play("black", "Bxa7") + LET_STAND);

        assertThat(laws(r)).containsExactly("x");
        assertThat(r.position()).isEqualTo("4k3/b7/8/8/8/8/8/4K3 w");
    }

    @Test
    void x_noElectionWhenHeNeitherMovesHisKingNorTakesThePiece() {
        ReplayResult r = run(START + FALSE_CRY + play("black", "Bc7") + REPLACE);

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("x", "silent");
        assertThat(r.position()).isEqualTo("4k3/R1b5/8/8/8/8/8/4K3 w");
    }
}
