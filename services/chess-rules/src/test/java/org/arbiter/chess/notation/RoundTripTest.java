package org.arbiter.chess.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Every record the writers make reads back as exactly the move written (I.13.A, I.13.C). */
class RoundTripTest {

    private static void everyLegalMoveReadsBack(String name, String fen, BiFunction<Position, Move, String> writer) {
        Position p = Position.fromFen(fen);
        assertThat(p.legalMoves()).isNotEmpty();
        for (Move m : p.legalMoves()) {
            String record = writer.apply(p, m);
            assertThat(Notation.read(p, record)).as(name + " " + m + " '" + record + "'").isEqualTo(new Reading.Exact(m));
            assertThat(Notation.parse(p, record)).isEqualTo(m);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/standard.csv", delimiter = ';')
    void I_13C_sanOfEveryLegalMoveReadsBackExactly(String name, String fen) {
        everyLegalMoveReadsBack(name, fen, Notation::san);
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/standard.csv", delimiter = ';')
    void I_13C_descriptiveOfEveryLegalMoveReadsBackExactly(String name, String fen) {
        everyLegalMoveReadsBack(name, fen, Notation::descriptive);
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/standard.csv", delimiter = ';')
    void I_13C_germanOfEveryLegalMoveReadsBackExactly(String name, String fen) {
        everyLegalMoveReadsBack(name, fen, Notation::german);
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/standard.csv", delimiter = ';')
    void I_13C_coordinatesOfEveryLegalMoveReadBackExactly(String name, String fen) {
        everyLegalMoveReadsBack(name, fen, (p, m) -> m.uci());
    }

    /** The writers' records of the Immortal Game, written and read move by move, replay the game. */
    @Test
    void I_13A_writersRecordTheImmortalGameReadably() {
        List<Move> moves = Games.replay(Position.initial(), Games.records("/notation/immortal-san.txt"));
        List<String> san = new ArrayList<>();
        List<String> descriptive = new ArrayList<>();
        List<String> german = new ArrayList<>();
        Position p = Position.initial();
        for (Move m : moves) {
            san.add(Notation.san(p, m));
            descriptive.add(Notation.descriptive(p, m));
            german.add(Notation.german(p, m));
            p = p.play(m);
        }
        assertThat(san).isEqualTo(Games.records("/notation/immortal-san.txt"));
        assertThat(Games.replay(Position.initial(), descriptive)).isEqualTo(moves);
        assertThat(Games.replay(Position.initial(), german)).isEqualTo(moves);
        assertThat(german).isEqualTo(Games.records("/notation/immortal-german.txt").stream()
                .map(r -> r.replaceFirst("^\\d+\\.( \\.\\.\\.)? ", "")).toList());
        assertThat(descriptive.subList(0, 6)).containsExactly("P-K4", "P-K4", "P-KB4", "PxP", "B-B4", "Q-R5 ch");
        assertThat(descriptive.get(44)).isEqualTo("B-K7 mate");
    }
}
