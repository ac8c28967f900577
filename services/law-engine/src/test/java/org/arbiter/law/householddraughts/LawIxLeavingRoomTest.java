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

/** Law ix: leaving the room without the adversary's consent forfeits the game. */
class LawIxLeavingRoomTest {
    @Test
    void ix_leavingTheRoomWithoutConsentForfeits() {
        ReplayResult r = run(header("initial") + moves("black", "11-15")
                + act("offence", "black", "\"offence\":\"leave-room\"") + moves("white", "23-19"));

        assertThat(laws(r)).containsExactly("ix");
        assertThat(last(r).against()).isEqualTo(Optional.of(Color.BLACK));
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(noticeLaws(r)).as("the move after the forfeit changes nothing").containsExactly("silent");
    }
}
