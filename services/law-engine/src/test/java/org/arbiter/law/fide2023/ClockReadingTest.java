package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.arbiter.chess.Color;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/**
 * An electronic clock's reading on the record: a press carrying what the clock showed, and the
 * {@code clock} act; the codes decide what a 0:00 means (6.8), the replay says where the clock and
 * the record's reckoning differ, and the PGN's {@code %clk} is the clock's.
 */
class ClockReadingTest {
    private static final String FIVE_MINUTES = "\"timeControl\":{\"base\":\"PT5M\"}";

    private static String moveAndPress(String by, String san, int at, String clock) {
        return act(by, "move", "\"move\":\"" + san + "\",\"at\":" + at)
                + act(by, "press", "\"at\":" + at + ",\"clock\":" + clock);
    }

    private static Replay replay(String jsonl) {
        ContestedSequence s = ContestedSequence.parse(jsonl);
        Replay r = new Replay(s.header());
        for (int i = 0; i < s.actions().size(); i++) {
            r.apply(s.actions().get(i), s.lines().get(i));
        }
        return r;
    }

    @Test
    void thePgnClkIsWhatTheClockShowedAtThePressAndAgreeingTimesGiveNoNotice() {
        // The record reckons 4:57 left after 3 s; the clock, cutting its seconds short, shows 4:56.
        Replay r = replay(header("initial", FIVE_MINUTES) + moveAndPress("white", "e4", 3, "{\"white\":296,\"black\":300}")
                + moveAndPress("black", "e5", 10, "{\"white\":\"PT4M56S\",\"black\":\"PT4M53S\"}"));

        assertThat(r.pgn(Map.of())).contains("1. e4 {[%clk 0:04:56] [%emt 0:00:03]} 1... e5 {[%clk 0:04:53] [%emt 0:00:07]}");
        assertThat(r.result().notices()).isEmpty();
        assertThat(r.frames().get(r.frames().size() - 1).clock()).hasValueSatisfying(c ->
                assertThat(c.text()).isEqualTo("White 0:04:56, Black 0:04:53"));
    }

    @Test
    void whereTheClockAndTheRecordDifferByMoreThanASecondBothAreKeptAndANoticeSaysSo() {
        ReplayResult r = replay(header("initial", FIVE_MINUTES)
                + moveAndPress("white", "e4", 3, "{\"white\":280,\"black\":300}")).result();

        assertThat(r.notices()).singleElement().satisfies(n -> {
            assertThat(n.law()).isEqualTo(Ruling.CLOCK);
            assertThat(n.seq()).isEqualTo(2);
            assertThat(n.text()).contains("shows White 0:04:40, Black 0:05:00").contains("reckons White 0:04:57, Black 0:05:00");
        });
    }

    @Test
    void fide_6_8_aClockShowingZeroIsAFlagDownNotYetFallen() {
        String game = header("initial", FIVE_MINUTES) + moveAndPress("white", "e4", 3, "{\"white\":297,\"black\":300}")
                + act("arbiter", "clock", "\"at\":303,\"clock\":{\"white\":297,\"black\":0}");

        ReplayResult r = run(game);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.notices()).filteredOn(n -> n.law().equals("6.8")).singleElement()
                .satisfies(n -> assertThat(n.against()).contains(Color.BLACK));
        assertThat(run(game + act("arbiter", "flag", "\"player\":\"black\",\"at\":304")).result())
                .as("the arbiter seeing it decides").isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void underThe1897CodeTheClocksReadingIsRecordedAndDecidesNothing() {
        ReplayResult r = run(header("chess-code-1897", "initial", "")
                + act("arbiter", "clock", "\"at\":60,\"clock\":{\"white\":0,\"black\":0}"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.notices()).singleElement().satisfies(n -> assertThat(n.law()).isEqualTo(Ruling.SILENT));
    }

    @Test
    void aClockReadingIsTheArbitersAndNeedsBothTimes() {
        assertThatThrownBy(() -> run(header("initial", FIVE_MINUTES)
                + act("white", "clock", "\"clock\":{\"white\":1,\"black\":0}")))
                .isInstanceOfSatisfying(SequenceError.class, e -> assertThat(e.getMessage()).contains("\"by\""));
        assertThatThrownBy(() -> run(header("initial", FIVE_MINUTES) + act("white", "move", "\"move\":\"e4\"")
                + act("white", "press", "\"clock\":{\"white\":1}")))
                .isInstanceOfSatisfying(SequenceError.class, e -> assertThat(e.getMessage()).contains("clock.black"));
    }
}
