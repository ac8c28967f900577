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

/** Law iii: obstructing the adversary's view of the board, forfeit if persisted in. */
class LawIiiObstructionTest {
    private static final String OBSTRUCT = act("offence", "white", "\"offence\":\"obstruct-view\"");

    @Test
    void iii_obstructingTheViewIsNotAllowed() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + OBSTRUCT + moves("white", "23-19"));

        assertThat(laws(r)).containsExactly("iii");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.WHITE));
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void iii_persistedInItLosesTheGame() {
        ReplayResult r = run(header("initial") + moves("black", "11-15") + OBSTRUCT + moves("white", "23-19") + OBSTRUCT);

        assertThat(laws(r)).containsExactly("iii", "iii");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("iii");
    }
}
