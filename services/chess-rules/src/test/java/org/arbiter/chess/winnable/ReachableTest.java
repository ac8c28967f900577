package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/** The enumeration of every reachable position: its proofs, its mating lines and its limit. */
class ReachableTest {

    /**
     * Every man is walled in but the Kings (CHA's label "--"): a proof by enumeration of its
     * 64,634 positions, given room for them (the default limit is 300,000).
     */
    @Test
    void provesNoMateWhereOnlyTheKingsCanWander() {
        Position closed = Position.fromFen("N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/kb4K1 w - - 0 1");
        Reachable reachable = new Reachable();
        for (int side = 0; side < 2; side++) {
            Workboard board = new Workboard(closed);
            assertThat(reachable.explore(board, side, 100_000)).isEqualTo(Helpmate.Outcome.NO_MATE);
            assertThat(reachable.count()).as("positions met").isGreaterThan(1_000);
            assertThat(board.hash).as("the board is left as it was").isEqualTo(new Workboard(closed).hash);
        }
    }

    @Test
    void theMatingLineItFindsIsLegalAndEndsInMate() {
        Position start = Position.fromFen("7k/8/6K1/8/8/8/8/R7 b - - 0 1");
        Reachable reachable = new Reachable();
        assertThat(reachable.explore(new Workboard(start), Workboard.WHITE, 1_000)).isEqualTo(Helpmate.Outcome.MATE);
        Position p = start;
        for (int move : reachable.line()) {
            Move m = Move.fromUci(Workboard.uci(move));
            assertThat(p.isLegal(m)).as(m.uci() + " in " + p.fen()).isTrue();
            p = p.play(m);
        }
        assertThat(p.isCheckmate()).isTrue();
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
    }

    @Test
    void givesUpAtItsLimitRatherThanGuessing() {
        Reachable reachable = new Reachable();
        assertThat(reachable.explore(new Workboard(Position.initial()), Workboard.WHITE, 10))
                .isEqualTo(Helpmate.Outcome.GAVE_UP);
        assertThat(reachable.count()).isLessThanOrEqualTo(10);
    }
}
