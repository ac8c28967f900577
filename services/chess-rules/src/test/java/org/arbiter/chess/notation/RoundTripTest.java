package org.arbiter.chess.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Every record the writers make reads back as exactly the move written (I.13.A, I.13.C). */
class RoundTripTest {

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/standard.csv", delimiter = ';')
    void I_13C_sanOfEveryLegalMoveReadsBackExactly(String name, String fen) {
        Position p = Position.fromFen(fen);
        for (Move m : p.legalMoves()) {
            String record = Notation.san(p, m);
            assertThat(Notation.read(p, record)).as(name + " " + m + " " + record).isEqualTo(new Reading.Exact(m));
        }
    }
}
