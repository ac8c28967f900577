package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.Optional;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The DGT clock's times: carried by each press, and a clock showing 0:00 written once as the clock act. */
class ClockTimesTest {
    @Test
    void eachPressCarriesTheTimesTheClockShowsAndAClockAtZeroIsWrittenOnceForTheLawEngine() {
        byte[] capture = new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofSeconds(3), Duration.ofSeconds(61), true, true))
                .read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(1700, DgtEncoder.clock(Duration.ofSeconds(1), Duration.ofSeconds(61), true, false))
                .read(4000, DgtEncoder.clock(Duration.ofSeconds(1), Duration.ofSeconds(59), true, false))
                .read(70000, DgtEncoder.clock(Duration.ZERO, Duration.ZERO, false, false))
                .read(71000, DgtEncoder.clock(Duration.ZERO, Duration.ZERO, false, false)).bytes();

        Ingest.Result r = Ingest.run(capture, Ingest.Format.DGT, null, Settings.defaults());

        assertThat(r.lines()).contains("{\"act\": \"press\", \"by\": \"white\", \"clock\": {\"white\": 1, \"black\": 61}, \"at\": 1.7}");
        assertThat(r.lines()).filteredOn(l -> l.contains("\"clock\", ")).containsExactly(
                "{\"act\": \"clock\", \"by\": \"arbiter\", \"clock\": {\"white\": 0, \"black\": 0}, \"at\": 70}");
    }

    @Test
    void theClockOnTheRightIsWhitesWhenTheSettingsSaySo() {
        byte[] capture = new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofSeconds(300), Duration.ofSeconds(200), true, false))
                .read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(1700, DgtEncoder.clock(Duration.ofSeconds(300), Duration.ofSeconds(198), true, true)).bytes();

        Ingest.Result r = Ingest.run(capture, Ingest.Format.DGT, null, new Settings(300, false, true));

        assertThat(r.lines()).contains("{\"act\": \"press\", \"by\": \"white\", \"clock\": {\"white\": 198, \"black\": 300}, \"at\": 1.7}");
    }

    @Test
    void theSimulatorsClockGivesEveryPressTheTimesItShowsAndABoardWithoutOneGivesNoPress() {
        List<Move> moves = Stream.of("e2e4", "e7e5", "g1f3", "b8c6").map(Move::fromUci).toList();
        byte[] clock = new BoardSimulator(0, 7, Set.of(), true).record(Position.initial(), moves, "*").capture();
        byte[] none = new BoardSimulator(0, 7, Set.of(), false).record(Position.initial(), moves, "*").capture();

        List<String> presses = Ingest.run(clock, Ingest.Format.DGT, null, Settings.defaults()).lines().stream()
                .filter(l -> l.contains("\"press\"")).toList();
        List<String> without = Ingest.run(none, Ingest.Format.DGT, null, Settings.defaults()).lines();

        assertThat(presses).hasSize(moves.size());
        Pattern times = Pattern.compile(".*\"clock\": \\{\"white\": (\\d+), \"black\": (\\d+)}, \"at\": ([\\d.]+)}");
        for (String press : presses) {
            Matcher m = times.matcher(press);
            assertThat(m.matches()).as(press).isTrue();
            // One clock runs at a time from the start: the time both have used is the time since, each display cut to whole seconds.
            double used = 2 * 5400 - Double.parseDouble(m.group(1)) - Double.parseDouble(m.group(2));
            assertThat(used).as(press).isBetween(Double.parseDouble(m.group(3)) - 0.001, Double.parseDouble(m.group(3)) + 2);
        }
        assertThat(without).noneMatch(l -> l.contains("\"press\"") || l.contains("\"clock\""));
    }

    @Test
    void aLiveBoardWhoseClockGoesOnShowingZeroWritesItOnce() {
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
        List<BoardAct.Act> handedOut = new java.util.ArrayList<>();
        handedOut.addAll(live.dgt(new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofSeconds(5), Duration.ofSeconds(5), true, true))
                .read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(1700, DgtEncoder.clock(Duration.ofSeconds(3), Duration.ofSeconds(5), true, false)).bytes(), 0).acts());
        // Black's clock runs down and the clock sends 0:00 every second, each message its own report, the board quiet between.
        for (long at = 7000; at <= 20000; at += 1000) {
            handedOut.addAll(live.dgt(new DgtCapture().read(at, DgtEncoder.clock(Duration.ofSeconds(3), Duration.ZERO, true, false))
                    .bytes(), 0).acts());
        }

        assertThat(handedOut).extracting(BoardAct.Act::line).filteredOn(l -> l.contains("\"clock\", ")).containsExactly(
                "{\"act\": \"clock\", \"by\": \"arbiter\", \"clock\": {\"white\": 3, \"black\": 0}, \"at\": 7}");
    }
}
