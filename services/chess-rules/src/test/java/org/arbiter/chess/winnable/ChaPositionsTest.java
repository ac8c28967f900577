package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * FIDE 5.2.2, 6.9 and 7.5.5 against the positions of the Chess Unwinnability Analyzer with its
 * author's labels: its published test vector ({@code cha-test-vector.txt}) and the positions its
 * users submitted ({@code cha-user-positions.txt}; with the vector, the 3,414 of CHA-Solver's
 * list). No answer may contradict a label; a side may be left undetermined, but the number of
 * positions decided exactly on both sides may not fall below what the analyser reached. Each set
 * prints its count of exact answers, of answers with a {@code ?} and of wrong ones, the figures
 * of docs/winnable.md.
 */
class ChaPositionsTest {
    /** Decided exactly on 2026-11-29 (docs/winnable.md); a smaller count is a regression. */
    private static final int TEST_VECTOR_DECIDED = 1825;
    private static final int USER_POSITIONS_DECIDED = 1589;
    private static final int THREADS = 2;
    private static final Map<String, String> ANSWERS = new ConcurrentHashMap<>();

    /** Answers against labels: exact on both sides, a side left {@code ?}, a side contradicted. */
    record Tally(long exact, long undetermined, long wrong) {
        static Tally of(List<LabelledPositions.Labelled> positions) {
            long exact = 0;
            long undetermined = 0;
            long wrong = 0;
            for (LabelledPositions.Labelled position : positions) {
                String label = answer(position);
                if (contradicts(label, position.label())) {
                    wrong++;
                } else if (label.equals(position.label())) {
                    exact++;
                } else {
                    undetermined++;
                }
            }
            return new Tally(exact, undetermined, wrong);
        }
    }

    /**
     * Answers every position first, on two threads taking the next position as each finishes (CI's
     * two cores; a few slow positions would leave a core idle under a static split). Each thread has its
     * own search ({@link Winnability}'s per-thread {@link Helpmate}); the rest is immutable tables.
     */
    @BeforeAll
    static void answerAll() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<String>> answers = both().map(p -> pool.submit(() -> answer(p))).toList();
            for (Future<String> answer : answers) {
                answer.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

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

    private static boolean contradicts(String answer, String label) {
        for (int side = 0; side < 2; side++) {
            if (answer.charAt(side) != '?' && answer.charAt(side) != label.charAt(side)) {
                return true;
            }
        }
        return false;
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
        List<LabelledPositions.Labelled> vector = testVector();
        List<LabelledPositions.Labelled> users = userPositions();
        Tally v = Tally.of(vector);
        Tally u = Tally.of(users);
        System.out.printf("CHA test vector (%d): %d exact, %d with ?, %d wrong; users' positions (%d): %d exact,"
                        + " %d with ?, %d wrong%n", vector.size(), v.exact(), v.undetermined(), v.wrong(),
                users.size(), u.exact(), u.undetermined(), u.wrong());
        both().filter(p -> !answer(p).equals(p.label()))
                .forEach(p -> System.out.printf("left %s: %s (label %s)%n", answer(p), p.fen(), p.label()));
        assertThat(vector).hasSize(1825);
        assertThat(users).hasSize(1589);
        assertThat(v.wrong()).as("test vector answered wrongly").isZero();
        assertThat(u.wrong()).as("users' positions answered wrongly").isZero();
        assertThat(v.exact()).as("test vector decided exactly").isGreaterThanOrEqualTo(TEST_VECTOR_DECIDED);
        assertThat(u.exact()).as("users' positions decided exactly").isGreaterThanOrEqualTo(USER_POSITIONS_DECIDED);
    }
}
