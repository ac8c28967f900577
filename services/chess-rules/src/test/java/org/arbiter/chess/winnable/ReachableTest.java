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

    /**
     * An enumeration that gave up and is resumed with a larger limit loses no position: it proves
     * the same "cannot mate" over the same positions as one given that limit from the start.
     */
    @Test
    void aResumedEnumerationMeetsEveryPositionOnce() {
        Position closed = Position.fromFen("N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/kb4K1 w - - 0 1");
        Reachable whole = new Reachable();
        assertThat(whole.explore(new Workboard(closed), Workboard.WHITE, 100_000)).isEqualTo(Helpmate.Outcome.NO_MATE);
        Reachable resumed = new Reachable();
        Workboard board = new Workboard(closed);
        assertThat(resumed.explore(board, Workboard.WHITE, 1_000)).isEqualTo(Helpmate.Outcome.GAVE_UP);
        assertThat(resumed.count()).isEqualTo(1_000);
        assertThat(resumed.resume(board, Workboard.WHITE, 20_000)).isEqualTo(Helpmate.Outcome.GAVE_UP);
        assertThat(resumed.resume(board, Workboard.WHITE, 100_000)).isEqualTo(Helpmate.Outcome.NO_MATE);
        assertThat(resumed.count()).as("positions met").isEqualTo(whole.count());
        assertThat(board.hash).as("the board is left as it was").isEqualTo(new Workboard(closed).hash);
    }

    /**
     * Where the set is long and thin (White's one free Bishop, Black's King and Bishop walking round
     * a locked chain; CHA's label "WB"), the enumeration that gives up at 300,000 positions reaches
     * more than forty moves from the root, and resumed finds White's mate of about ninety plies.
     */
    @Test
    void resumesANarrowSetToFindALongMate() {
        Position boxed = Position.fromFen("8/8/5p2/2p1pPp1/2PbPk1b/2pBp1pB/2P1P1P1/5BRK b - - 0 1");
        Reachable reachable = new Reachable();
        Workboard board = new Workboard(boxed);
        assertThat(reachable.explore(board, Workboard.WHITE, 300_000)).isEqualTo(Helpmate.Outcome.GAVE_UP);
        assertThat(reachable.narrow()).isTrue();
        assertThat(reachable.resume(board, Workboard.WHITE, 600_000)).isEqualTo(Helpmate.Outcome.MATE);
        assertThat(reachable.line().length).isGreaterThan(80);
        reachable.release();
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
