package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.board.dgt.DgtCapture;
import org.junit.jupiter.api.Test;

/**
 * Real DGT boards' own signals, on the raw bytes their drivers' authors logged (test resources
 * {@code recordings/dgtdriver-*.dgthex}, each with its {@code .source.md}); the CLI's
 * {@code BoardRecordingsTest} replays them with the law engine.
 */
class RealRecordingsTest {
    private static List<BoardAct> read(String name, String header) {
        Ingest.Result result = Ingest.run(DgtCapture.fromText(HexCapture.resource("/recordings/" + name)).bytes(),
                Ingest.Format.DGT, header, Settings.defaults());
        assertThat(result.error()).isEmpty();
        return result.acts();
    }

    private static int clockAct(List<BoardAct> acts) {
        for (int i = 0; i < acts.size(); i++) {
            if (acts.get(i) instanceof BoardAct.Act a && a.kind() == BoardAct.Kind.CLOCK) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theManTakenOffToMakeRoomForTheKingsSignalIsNoAct() {
        List<BoardAct> acts = read("dgtdriver-johan-result-signal.dgthex", null);

        int flag = clockAct(acts);
        assertThat(flag).isPositive();
        assertThat(acts.subList(flag + 1, acts.size())).allMatch(a -> a instanceof BoardAct.Note);
        assertThat(acts).anyMatch(a -> a instanceof BoardAct.Note n && n.text().startsWith("result signal")
                && n.text().contains("1-0") && n.text().contains("[d4] made room"));
    }

    @Test
    void theMenTakenOffAfterTheFlagClearTheBoardAndAreNoActs() {
        // 1. e4 with a press; Black's clock runs down to 0:00; then White's Pawn on e4 and Black's on e7 are taken off.
        String capture = """
                0: 8d 00 0a 00 00 30 00 00 05 09
                1000: 8e 00 05 34 00
                1500: 8e 00 05 24 01
                1700: 8d 00 0a 00 00 30 00 00 03 13
                31700: 8d 00 0a 00 00 00 00 00 03 13
                33000: 8e 00 05 24 00
                34000: 8e 00 05 0c 00
                """;
        Ingest.Result result = Ingest.run(DgtCapture.fromText(capture).bytes(), Ingest.Format.DGT, null, Settings.defaults());

        List<BoardAct> acts = result.acts();
        int flag = clockAct(acts);
        assertThat(flag).isPositive();
        assertThat(acts.subList(flag + 1, acts.size())).allMatch(a -> a instanceof BoardAct.Note)
                .anyMatch(a -> ((BoardAct.Note) a).text().contains("after the clock showed 0:00 clear the board"));
    }

    @Test
    void aBoardSetUpTurnedWithWhitesClockOnTheRightIsReadToTheEnd() {
        List<BoardAct> acts = read("dgtdriver-2-turned-board.dgthex", null);

        assertThat(acts).anyMatch(a -> a instanceof BoardAct.Note n && n.text().startsWith("the clock ran for black while white"));
        assertThat(acts).noneMatch(a -> a instanceof BoardAct.Note n
                && (n.text().contains("no act explains") || n.text().contains("never put down")));
        // 35...Qxc4, the Queen resting on c5 while Black's clock ran: one move, not Qc5 and a Pawn lifted by White.
        assertThat(acts).noneMatch(a -> a instanceof BoardAct.Act x && x.at() > 500_000 && x.kind() == BoardAct.Kind.PLACE
                && x.square().map(s -> s.toString().equals("c3")).orElse(false));
    }

    @Test
    void aBoardAsNumberedWithWhitesClockOnTheLeftIsReadWithNoRemark() {
        List<BoardAct> acts = read("dgtdriver-1-game.dgthex", null);

        assertThat(acts).noneMatch(a -> a instanceof BoardAct.Note);
    }

    @Test
    void aManThatNoActExplainsSaysTheRecordingCannotBeReadWithConfidence() {
        String fields = """
                {"at": 1000, "square": "e2", "piece": ""}
                {"at": 1500, "square": "e4", "piece": "P"}
                {"at": 4000, "square": "c4", "piece": "Q"}
                """;
        Ingest.Result result = Ingest.run(fields.getBytes(java.nio.charset.StandardCharsets.UTF_8), Ingest.Format.FIELDS, null,
                Settings.defaults());

        assertThat(result.lines()).last().isEqualTo("# this recording cannot be read with confidence from 4 s on: "
                + "the acts after it may not be those played");
    }
}
