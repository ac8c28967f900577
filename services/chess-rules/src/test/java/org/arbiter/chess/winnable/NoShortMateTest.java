package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Position;
import org.arbiter.chess.winnable.Winnability.Answer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every "cannot mate" survives a blunt check: a full-width search of every series of four
 * plies (no pruning, no heuristics) finds no mate by that side either. The answers are those
 * {@link WinnabilityTest} checks ({@link Searched}), found once.
 */
class NoShortMateTest {
    private static final int PLIES = 4;

    static List<LabelledPositions.Labelled> positions() {
        List<LabelledPositions.Labelled> all = new ArrayList<>(LabelledPositions.load("winnable.txt"));
        all.addAll(LabelledPositions.load("winnable-hard.txt"));
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void noSideThatCannotMateHasAMateWithinFourPlies(LabelledPositions.Labelled labelled) {
        Position position = Position.fromFen(labelled.fen());
        Winnability w = Searched.of(labelled).answer();
        int[][] buffers = new int[PLIES + 1][Workboard.MAX_MOVES];
        for (int side = 0; side < 2; side++) {
            if ((side == 0 ? w.white() : w.black()) == Answer.CANNOT_MATE) {
                assertThat(mates(new Workboard(position), side, PLIES, buffers))
                        .as(labelled + ", side " + side).isFalse();
            }
        }
    }

    private static boolean mates(Workboard board, int winner, int plies, int[][] buffers) {
        int n = board.legalMoves(buffers[plies]);
        if (n == 0) {
            return board.side != winner && board.inCheck();
        }
        if (plies == 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            int move = buffers[plies][i];
            board.make(move);
            boolean mate = mates(board, winner, plies - 1, buffers);
            board.unmake(move);
            if (mate) {
                return true;
            }
        }
        return false;
    }
}
