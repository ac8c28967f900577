package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import org.arbiter.board.BoardSimulator;
import org.junit.jupiter.api.Test;

/** Noisy simulated games, ingested and replayed, end where their PGN ends (IngestBench runs 1,000). */
class IngestCorpusTest {
    @Test
    void twoHundredNoisyGamesAreReconstructed() {
        IngestCorpus.Figures f = IngestCorpus.run(200, 0.15, 1897);

        assertThat(f.failures()).isEmpty();
        assertThat(f.reconstructed()).isEqualTo(200);
        assertThat(f.noiseEvents()).isGreaterThan(1000);
    }

    /** With no press to say a move was made: replies begun at once, men taken and set down, included. */
    @Test
    void twoHundredNoisyGamesOnABoardWithNoClockAreReconstructed() {
        IngestCorpus.Figures f = IngestCorpus.run(200, 0.15, 1897, EnumSet.allOf(BoardSimulator.Noise.class), false);

        assertThat(f.failures()).isEmpty();
        assertThat(f.reconstructed()).isEqualTo(200);
        assertThat(f.noises()).containsKeys(BoardSimulator.Noise.QUICK_REPLY, BoardSimulator.Noise.CAPTURED_SET_DOWN);
    }
}
