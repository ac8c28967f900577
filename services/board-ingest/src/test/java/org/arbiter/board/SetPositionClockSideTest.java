package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * A board first dumped in a set position with Black to move (Bartel v Malakhov, World Blitz 2015, begun at
 * 17... Bg4 18. Qc2 Bxd1 19. Rxd1), the clock running for Black: whose turn it is cannot be read from the
 * dump, so the running clock tells it, not that White's clock stands on the other side. Read back, the
 * presses are each mover's own, and FIDE 7.5.3 (a press without a move) has nothing to rule.
 */
class SetPositionClockSideTest {
    @Test
    void fide_7_5_3_theClockRunningForBlackInASetPositionIsBlacksTurnNotTheClockTurnedRound() {
        Position start = Position.fromFen("r3r1k1/pp1qppb1/2p3p1/7p/3PpP2/BPP1P1Pb/P3Q1BP/3R1RK1 b - - 4 17");
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (String uci : List.of("h3g4", "e2c2", "g4d1", "f1d1")) {
            Move m = Move.fromUci(uci);
            moves.add(m);
            p = p.play(m);
        }
        byte[] capture = new BoardSimulator(0, 1, Set.of(), true).record(start, moves, "0-1").capture();

        Ingest.Result read = Ingest.run(capture, Ingest.Format.DGT, "{\"code\": \"fide-2023\"}", Settings.defaults());
        ReplayResult r = Replay.run(ContestedSequence.parse(read.text()).ruledBy("fide-2023", Optional.empty()));

        assertThat(read.lines()).noneMatch(l -> l.contains("White's clock is taken to be on the other side"));
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).startsWith(p.placement());
    }
}
