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
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** Household law ix: check must be cried. */
class LawIxCheckTest {
    private static final String START = header(HouseholdChess.CODE, "4k3/7p/8/8/8/8/8/3QK3 w - - 0 1");
    private static final String CHECK = play("white", "Qa4");
    private static final String CRY = act("announce", "white", "\"words\":\"check\"");
    private static final String POINT_OUT = act("claim", "black", "\"claim\":\"illegal-move\"");

    @Test
    void ix_checkNotCriedNeedNotBeNoticed() {
        ReplayResult r = run(START + CHECK + play("black", "h7-h6"));

        assertThat(laws(r)).containsExactly("ix");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.WHITE));
        assertThat(r.position()).as("Black's move stands, his King still attacked").isEqualTo("4k3/8/7p/8/Q7/8/8/4K3 w");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void household_ix_checkNotCriedIsRuledByIxNotBySupplement() {
        String supplemented = header(HouseholdChess.CODE, "chess-code-1897", "4k3/7p/8/8/8/8/8/3QK3 w - - 0 1");
        ReplayResult ignored = run(supplemented + CHECK + play("black", "h7-h6"));
        ReplayResult discovered = run(supplemented + CHECK + play("black", "h7-h6 Kf2") + POINT_OUT);

        assertThat(laws(ignored)).as("ix, not the supplement's II.6").containsExactly("ix");
        assertThat(noticeLaws(ignored)).as("no illegal move under II.6(b)").isEmpty();
        assertThat(ignored.position()).as("Black's move stands and his turn has ended").isEqualTo("4k3/8/7p/8/Q7/8/8/4K3 w");
        assertThat(laws(discovered)).containsExactly("ix", "ix");
        assertThat(noticeLaws(discovered)).as("no II.6(e)").isEmpty();
        assertThat(last(discovered).seq()).isEqualTo(4);
        assertThat(discovered.position()).as("the men replaced as the check left them").isEqualTo("4k3/7p/8/8/Q7/8/8/4K3 b");
        assertThat(discovered.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void household_ix_withTheSupplementMovesBeyondTwoStandAndNoPenaltyIsDue() {
        String supplemented = header(HouseholdChess.CODE, "chess-code-1897", "4k3/7p/8/8/8/8/8/3QK3 w - - 0 1");
        ReplayResult late = run(supplemented + CHECK + play("black", "h6 Kf2 h6-h5") + POINT_OUT);
        ReplayResult exacted = run(supplemented + CHECK + play("black", "h7-h6")
                + act("exact", "white", "\"penalty\":\"A\""));

        assertThat(laws(late)).containsExactly("ix", "ix");
        assertThat(last(late).text()).contains("more than two");
        assertThat(late.position()).isEqualTo("4k3/8/8/7p/Q7/8/5K2/8 w");
        assertThat(laws(exacted)).as("Black's move is no offence").containsExactly("ix", "II.11");
        assertThat(exacted.position()).as("nothing restored").isEqualTo("4k3/8/7p/8/Q7/8/8/4K3 w");
    }

    @Test
    void household_ix_aMoveIllegalForAnotherReasonIsStillTheSupplements() {
        String pinned = header(HouseholdChess.CODE, "chess-code-1897", "4k3/4r3/8/8/8/8/8/3QR1K1 w - - 0 1") + CHECK;
        ReplayResult alongThePin = run(pinned + play("black", "e7-e6"));
        ReplayResult offThePin = run(pinned + play("black", "e7-h7"));

        assertThat(laws(alongThePin)).as("only the uncried check is not noticed: ix").containsExactly("ix");
        assertThat(alongThePin.position()).isEqualTo("4k3/8/4r3/8/Q7/8/8/4R1K1 w");
        assertThat(laws(offThePin)).as("the Rook's move also lays the King open to the other Rook").isEmpty();
        assertThat(noticeLaws(offThePin)).containsExactly("II.6(b)");
        assertThat(offThePin.position()).as("his turn not ended").isEqualTo("4k3/7r/8/8/Q7/8/8/4R1K1 b");
    }

    @Test
    void ix_aCheckCriedMustBeNoticed() {
        ReplayResult r = run(START + CHECK + CRY + play("black", "Kf8"));

        assertThat(laws(r)).doesNotContain("ix");
        assertThat(r.notices()).anySatisfy(n -> assertThat(n.law()).isEqualTo("ix"));
        assertThat(r.position()).isEqualTo("5k2/7p/8/8/Q7/8/8/4K3 w");
    }

    @Test
    void ix_twoMovesOnlyBeforeTheDiscoveryThePiecesReplaced() {
        ReplayResult r = run(START + CHECK + play("black", "h7-h6 Kf2") + POINT_OUT);

        assertThat(laws(r)).containsExactly("ix", "ix");
        assertThat(last(r).seq()).isEqualTo(4);
        assertThat(r.position()).as("the men as the check left them; Black must answer it")
                .isEqualTo("4k3/7p/8/8/Q7/8/8/4K3 b");
    }

    @Test
    void ix_moreThanTwoMovesBeforeTheDiscoveryTheMovesStand() {
        ReplayResult r = run(START + CHECK + play("black", "h7-h6 Kf2 h6-h5") + POINT_OUT);

        assertThat(laws(r)).containsExactly("ix", "ix");
        assertThat(last(r).text()).contains("more than two");
        assertThat(r.position()).isEqualTo("4k3/8/8/7p/Q7/8/5K2/8 w");
    }
}
