package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Clocks;
import org.arbiter.law.Result;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/** II.10.D through the optional {@code correct-time} act. */
class Law10CorrectionTest {

    private static ReplayResult replay(String jsonl) {
        return Replay.run(ContestedSequence.parse(jsonl));
    }

    @Test
    void II_10D_correctedRecordIsCheckedAgainstTheControls() {
        ReplayResult r = replay("""
                {"header":{"timeLimit":{"first":2,"then":1}}}
                {"act":"move","by":"white","move":"e4","at":10}
                {"act":"move","by":"black","move":"e5","at":3000}
                {"act":"correct-time","by":"arbiter","player":"black","clock":"PT2H1M","at":3001}
                """);
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("II.10.D", "II.10.B(b)");
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.rulings().get(0).text()).contains("from 0h49m to 2h01m");
    }

    @Test
    void II_10D_noAllowanceForAnErrorFromNeglect() {
        ReplayResult r = replay("""
                {"header":{"timeLimit":{"first":2,"then":1}}}
                {"act":"move","by":"white","move":"e4","at":10}
                {"act":"correct-time","by":"arbiter","player":"white","clock":"PT3H","neglect":true,"at":20}
                {"act":"move","by":"black","move":"e5","at":30}
                """);
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("II.10.D");
        assertThat(r.rulings().get(0).text()).contains("No allowance");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void II_10D_onlyTheArbiterCorrectsTheRecord() {
        assertThatThrownBy(() -> replay("""
                {"header":{}}
                {"act":"correct-time","by":"white","player":"black","clock":60}
                """)).isInstanceOf(SequenceError.class).hasMessageContaining("line 2").hasMessageContaining("\"by\"");
    }

    @Test
    void II_10A_clocksChargeTheTimeBetweenActionsToThePlayerOnTurnAndTakeTheCorrection() {
        String played = """
                {"header":{}}
                {"act":"move","by":"white","move":"e4","at":10}
                {"act":"move","by":"black","move":"e5","at":25}
                {"act":"touch","by":"white","square":"g1"}
                {"act":"move","by":"white","move":"Nf3","at":45}
                """;

        Clocks before = Cases.state(played).clocks();
        Clocks after = Cases.state(played + """
                {"act":"correct-time","by":"arbiter","player":"black","clock":"PT1M"}
                """).clocks();

        assertThat(before).isEqualTo(new Clocks(Duration.ofSeconds(30), Duration.ofSeconds(15),
                Optional.of(Duration.ofSeconds(45)), Optional.of(Color.BLACK), Optional.empty(), Optional.empty()));
        assertThat(after).as("II.10.D: Black's record corrected to one minute")
                .isEqualTo(new Clocks(Duration.ofSeconds(30), Duration.ofMinutes(1), Optional.of(Duration.ofSeconds(45)),
                        Optional.of(Color.BLACK), Optional.empty(), Optional.empty()));
    }

    @Test
    void II_10A_noStampedActionLeavesTheClocksUnstarted() {
        Clocks clocks = Cases.state(Cases.INITIAL + Cases.play("e4 e5")).clocks();

        assertThat(clocks).isEqualTo(Clocks.UNSTAMPED);
    }
}
