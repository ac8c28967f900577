package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Part I, Law 15, with II.8(e): checkmate, stalemate, and the game that cannot be won. */
class Part1OutcomeTest {
    @Test
    void I_15a_checkmateWinsTheGame() {
        ReplayResult r = run(INITIAL + play("f3 e5 g4 Qh4#"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("I.15(a)");
        assertThat(laws(r)).containsExactly("I.15(a)");
    }

    @Test
    void I_15a_anActAfterTheGameHasEndedChangesNothing() {
        ReplayResult r = run(INITIAL + play("f3 e5 g4 Qh4# Nf3"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.position()).isEqualTo("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w");
        assertThat(laws(r)).containsExactly("I.15(a)");
    }

    @Test
    void II_8e_stalemateIsTreatedAsDrawn() {
        ReplayResult s = run(header("k7/8/8/1Q6/8/8/8/4K3 w - - 0 1") + play("Qb6"));

        assertThat(s.result()).isEqualTo(Result.DRAWN);
        assertThat(s.termination()).isEqualTo("II.8(e)");
        assertThat(laws(s)).containsExactly("II.8(e)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "King and Bishop against King, 4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1, Kxd2",
            "King and Knight against King, 4k3/8/8/8/8/8/3r4/4KN2 w - - 0 1, Kxd2",
            "Bishops all on one colour, 4k3/8/8/8/8/1b6/3r4/4KB2 w - - 0 1, Kxd2"})
    void I_15c_aGameThatCannotBeWonIsDrawn(String name, String fen, String move) {
        ReplayResult r = run(header(fen) + play(move));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("I.15(c)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "Two Knights against King, 4k3/8/8/8/8/8/3r4/4KNN1 w - - 0 1, Kxd2",
            "Bishops on both colours, 4k3/8/8/8/8/b7/3r4/4KB2 w - - 0 1, Kxd2",
            "Knight against Knight, 4k3/8/8/8/8/n7/3r4/4KN2 w - - 0 1, Kxd2",
            "A Pawn left, 4k3/p7/8/8/8/8/3r4/4K3 w - - 0 1, Kxd2"})
    void I_15c_notDrawnWhileSomeSequenceOfLegalMovesCouldStillMate(String name, String fen, String move) {
        ReplayResult r = run(header(fen) + play(move));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.termination()).isNull();
    }
}
