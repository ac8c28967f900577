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

/** Law vii: every man the series allows is taken; a new King waits a move. */
class LawViiCapturesTest {
    @Test
    void vii_theWholeSeriesIsTaken() {
        ReplayResult r = run(header("B:W6,14,30:B1") + moves("black", "1x10x17"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("W:W30:B17");
    }

    @Test
    void vii_aSeriesStoppedShortMayBeHuffedOrCompelled() {
        String shortSeries = header("B:W6,14,30:B1") + moves("black", "1x10");

        ReplayResult huffed = run(shortSeries + act("huff", "white", "\"square\":\"10\""));
        ReplayResult compelled = run(shortSeries + act("compel", "white", "") + moves("black", "1x10x17"));

        assertThat(noticeLaws(huffed)).containsExactly("vii");
        assertThat(laws(huffed)).containsExactly("vii");
        assertThat(huffed.position()).isEqualTo("W:W14,30:B");
        assertThat(laws(compelled)).containsExactly("vii");
        assertThat(compelled.position()).isEqualTo("W:W30:B17");
    }

    @Test
    void vii_aNewKingRemainsOnHisSquareTillTheOtherSideHasMoved() {
        ReplayResult r = run(header("B:W26,27,32:B22") + moves("black", "22x31x24"));

        assertThat(laws(r)).containsExactly("vii");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(r.position()).as("the King stays on 31; the man on 27 is not taken").isEqualTo("W:W27,32:BK31");
    }
}
