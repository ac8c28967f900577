package org.arbiter.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** The generator is exact: published counts from the opening, reference counts elsewhere (data files). */
class PerftTest {

    @ParameterizedTest(name = "start to depth {0}")
    @CsvFileSource(resources = "/perft/start.csv", delimiter = ';')
    void countsFromTheOpeningMatchThePublishedTable(int depth, long nodes) {
        assertEquals(nodes, Perft.count(DraughtsPosition.initial(), depth));
    }

    @ParameterizedTest(name = "{0} to depth {2}")
    @CsvFileSource(resources = "/perft/kings-and-captures.csv", delimiter = ';')
    void kingsAndLongCapturesAgreeWithTheReferenceGenerator(String name, String fen, int depth, long nodes) {
        DraughtsPosition position = DraughtsPosition.fromFen(fen);
        assertEquals(nodes, Perft.count(position, depth), name + " (bitboards)");
        assertEquals(nodes, ReferenceGenerator.perft(ReferenceGenerator.grid(position),
                position.sideToMove() == Side.BLACK, depth), name + " (reference)");
    }

    @ParameterizedTest(name = "{0}, every node to depth 4")
    @CsvFileSource(resources = "/perft/kings-and-captures.csv", delimiter = ';')
    void everyMoveListAndEveryResultingPositionAgreeWithTheReference(String name, String fen) {
        walk(DraughtsPosition.fromFen(fen), 4);
    }

    @Test
    void theOpeningAgreesWithTheReferenceNodeByNode() {
        walk(DraughtsPosition.initial(), 5);
    }

    /** Compares the moves (as PDN) and the position after each, down the whole tree. */
    private static void walk(DraughtsPosition position, int depth) {
        if (depth == 0) {
            return;
        }
        Map<String, String> expected = new TreeMap<>();
        for (ReferenceGenerator.Line line : ReferenceGenerator.moves(ReferenceGenerator.grid(position),
                position.sideToMove() == Side.BLACK)) {
            expected.put(line.notation(), gridText(line.after()));
        }
        Map<String, String> actual = new TreeMap<>();
        for (DraughtsMove move : position.legalMoves()) {
            actual.put(move.notation(), gridText(ReferenceGenerator.grid(position.play(move))));
        }
        assertEquals(expected, actual, position.fen());
        for (DraughtsMove move : position.legalMoves()) {
            walk(position.play(move), depth - 1);
        }
    }

    private static String gridText(char[][] grid) {
        StringBuilder sb = new StringBuilder();
        for (char[] row : grid) {
            sb.append(row).append('/');
        }
        return sb.toString();
    }

    @Test
    void divideSumsToTheCountAndNamesEveryOpeningMove() {
        Map<DraughtsMove, Long> divide = Perft.divide(DraughtsPosition.initial(), 6);
        assertEquals(new TreeSet<>(List.of("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16")),
                new TreeSet<>(divide.keySet().stream().map(DraughtsMove::notation).toList()));
        assertEquals(36768L, divide.values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void depthZeroIsOneNodeAndNegativeDepthsAreRefused() {
        assertEquals(1L, Perft.count(DraughtsPosition.initial(), 0));
        assertThrows(IllegalArgumentException.class, () -> Perft.count(DraughtsPosition.initial(), -1));
        assertThrows(IllegalArgumentException.class, () -> Perft.divide(DraughtsPosition.initial(), 0));
        assertThrows(IllegalArgumentException.class, () -> Perft.count(DraughtsPosition.initial(), 5, 0));
    }

    @Test
    void sharedAmongThreadsTheCountIsTheSame() {
        assertEquals(3963680L, Perft.count(DraughtsPosition.initial(), 9, 2));
        assertEquals(4052520L, Perft.count(DraughtsPosition.fromFen("W:WK14,K23:BK4,10,11,18,19,26,27,K29"), 10, 3));
    }
}
