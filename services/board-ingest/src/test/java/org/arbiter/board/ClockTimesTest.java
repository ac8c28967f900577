package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The DGT clock's times: shown beside each press, and a flag when a side's clock shows 0:00. */
class ClockTimesTest {
    @Test
    void eachPressIsWrittenWithTheTimesTheClockShowsAndAFallenFlagOnce() {
        byte[] capture = new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofSeconds(3), Duration.ofSeconds(61), true, true))
                .read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(1700, DgtEncoder.clock(Duration.ofSeconds(1), Duration.ofSeconds(61), true, false))
                .read(4000, DgtEncoder.clock(Duration.ofSeconds(1), Duration.ofSeconds(59), true, false))
                .read(70000, DgtEncoder.clock(Duration.ZERO, Duration.ZERO, false, false))
                .read(71000, DgtEncoder.clock(Duration.ZERO, Duration.ZERO, false, false)).bytes();

        Ingest.Result r = Ingest.run(capture, Ingest.Format.DGT, null, Settings.defaults());

        assertThat(r.lines()).containsSubsequence("{\"act\": \"press\", \"by\": \"white\", \"at\": 1.7}",
                "# the clock after White's press shows White 0:00:01, Black 0:01:01");
        assertThat(r.lines()).filteredOn(l -> l.contains("shows 0:00 at")).containsExactly(
                "# White's clock shows 0:00 at 70 s: the flag has fallen on the board's clock; the flag act is the arbiter's to record",
                "# Black's clock shows 0:00 at 70 s: the flag has fallen on the board's clock; the flag act is the arbiter's to record");
    }
}
