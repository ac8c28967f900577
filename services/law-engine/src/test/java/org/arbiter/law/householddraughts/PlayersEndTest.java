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

/**
 * Issue 43: a real draughts game resigned or drawn by agreement ends as the players ended it, though
 * no law of the book speaks of it (as ADR 0024 has it for the chess codes of few laws).
 */
class PlayersEndTest {
    @Test
    void resignation_aPlayerWhoResignsLosesTheGame() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + moves("white", "23-19")
                + act("resign", "black", ""));

        assertThat(laws(r)).containsExactly("resignation");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void agreement_aDrawOfferedAndAcceptedIsDrawn() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + act("offer-draw", "black", "")
                + act("accept-draw", "white", ""));

        assertThat(laws(r)).containsExactly("agreement");
        assertThat(r.result()).isEqualTo(Result.DRAWN);
    }

    @Test
    void agreement_anOfferLapsesWithTheNextMove() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + act("offer-draw", "black", "")
                + moves("white", "23-19") + act("accept-draw", "white", ""));

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("silent");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }
}
