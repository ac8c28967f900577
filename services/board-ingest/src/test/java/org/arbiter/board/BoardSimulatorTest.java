package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/** The simulator's captures: well formed, reproducible, and read back to the moves played. */
class BoardSimulatorTest {
    private static final List<String> GAME = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "f6e4",
            "d2d4", "e5d4", "f1e1", "d7d5", "c4d5", "d8d5", "b1c3");

    private static List<Move> moves() {
        List<Move> moves = new ArrayList<>();
        GAME.forEach(m -> moves.add(Move.fromUci(m)));
        return moves;
    }

    @Test
    void theSameSeedGivesTheSameBytes() {
        byte[] a = new BoardSimulator(0.5, 42).record(Position.initial(), moves(), "*").capture();
        byte[] b = new BoardSimulator(0.5, 42).record(Position.initial(), moves(), "*").capture();
        byte[] c = new BoardSimulator(0.5, 43).record(Position.initial(), moves(), "*").capture();

        assertThat(a).isEqualTo(b);
        assertThat(a).isNotEqualTo(c);
        assertThat(DgtCapture.decode(a).problems()).isEmpty();
    }

    @Test
    void aNoisyRecordingReadsBackAsTheMovesPlayed() {
        for (long seed = 1; seed <= 30; seed++) {
            BoardSimulator.Recording r = new BoardSimulator(0.4, seed).record(Position.initial(), moves(), "*");

            Ingest.Result result = Ingest.run(r.capture(), Ingest.Format.DGT, null, Settings.defaults());

            assertThat(result.error()).isEmpty();
            assertThat(result.acts()).as("seed %d", seed).noneMatch(a -> a instanceof BoardAct.Note n && !n.text().startsWith("the board dump")
                    && !n.text().contains("turned"));
            assertThat(result.lines()).as("seed %d", seed).filteredOn(l -> l.contains("\"press\"")).hasSize(GAME.size());
        }
    }
}
