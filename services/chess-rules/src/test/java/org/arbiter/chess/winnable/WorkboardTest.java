package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * The search's own make/unmake board generates exactly the legal moves: its leaf counts match
 * the published perft counts of chess-rules' data files, to a depth that keeps the test short,
 * and its quick test for mate and stalemate agrees with the full list at every node.
 */
class WorkboardTest {
    private static final long MOST_NODES = 3_000_000;

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = {"/perft/standard.csv", "/perft/edge-cases.csv"}, delimiter = ';')
    void leafCountsMatchPublishedPerft(String name, String fen, int depth, long nodes) {
        Workboard board = new Workboard(Position.fromFen(fen));
        long before = board.hash;
        if (nodes <= MOST_NODES) {
            assertThat(perft(board, depth)).as(name).isEqualTo(nodes);
        } else {
            // Too many leaves for a unit test: the first plies must still agree with the reference generator.
            assertThat(perft(board, 3)).as(name).isEqualTo(org.arbiter.chess.Perft.count(Position.fromFen(fen), 3));
        }
        assertThat(board.hash).as("make and unmake restore the position").isEqualTo(before);
    }

    private static long perft(Workboard board, int depth) {
        int[] moves = new int[Workboard.MAX_MOVES];
        int n = board.legalMoves(moves);
        assertThat(board.hasLegalMove()).as("has a legal move").isEqualTo(n > 0);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            total += perft(board, depth - 1);
            board.unmake(moves[i]);
        }
        return total;
    }
}
