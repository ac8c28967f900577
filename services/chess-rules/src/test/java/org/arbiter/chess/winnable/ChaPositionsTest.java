package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * FIDE 5.2.2, 6.9 and 7.5.5 against the positions of the Chess Unwinnability Analyzer with its
 * author's labels: its published test vector ({@code cha-test-vector.txt}) and the positions its
 * users submitted ({@code cha-user-positions.txt}; with the vector, the 3,414 of CHA-Solver's
 * list). No answer may contradict a label; a side may be left undetermined, but the number of
 * positions decided exactly on both sides may not fall below what the analyser reached.
 */
class ChaPositionsTest {
    /** Decided exactly on 2026-11-26; a smaller count is a regression. */
    private static final int TEST_VECTOR_DECIDED = 1631;
    private static final int USER_POSITIONS_DECIDED = 1343;
    private static final Map<String, String> ANSWERS = new ConcurrentHashMap<>();

    static List<LabelledPositions.Labelled> testVector() {
        return LabelledPositions.load("cha-test-vector.txt");
    }

    static List<LabelledPositions.Labelled> userPositions() {
        return LabelledPositions.load("cha-user-positions.txt");
    }

    static Stream<LabelledPositions.Labelled> both() {
        return Stream.concat(testVector().stream(), userPositions().stream());
    }

    private static String answer(LabelledPositions.Labelled position) {
        return ANSWERS.computeIfAbsent(position.fen(), fen -> Winnability.of(Position.fromFen(fen)).label());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("both")
    void neverContradictsTheAnalyzersLabel(LabelledPositions.Labelled position) {
        String label = answer(position);
        for (int side = 0; side < 2; side++) {
            assertThat(label.charAt(side)).as(position + " gave " + label).isIn('?', position.label().charAt(side));
        }
    }

    @Test
    void decidesAtLeastAsManyPositionsAsBefore() {
        long vector = testVector().stream().filter(p -> answer(p).equals(p.label())).count();
        long users = userPositions().stream().filter(p -> answer(p).equals(p.label())).count();
        System.out.printf("CHA test vector: %d of %d decided exactly; users' positions: %d of %d%n",
                vector, testVector().size(), users, userPositions().size());
        assertThat(testVector()).hasSize(1825);
        assertThat(userPositions()).hasSize(1589);
        assertThat(vector).as("test vector decided exactly").isGreaterThanOrEqualTo(TEST_VECTOR_DECIDED);
        assertThat(users).as("users' positions decided exactly").isGreaterThanOrEqualTo(USER_POSITIONS_DECIDED);
    }
}
