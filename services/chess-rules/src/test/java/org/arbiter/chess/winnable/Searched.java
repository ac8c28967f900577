package org.arbiter.chess.winnable;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.chess.Position;

/**
 * A labelled position's answer ({@link Winnability#of(Position)}) with the mating line behind each
 * "can mate", searched once for the run: {@link WinnabilityTest} checks the answers,
 * {@link MateLineTest} replays the lines and {@link NoShortMateTest} probes the "cannot mate"s of the
 * same positions, so none repeats another's search.
 */
record Searched(Winnability answer, int[][] mateLines) {
    private static final Map<String, Searched> RUN = new ConcurrentHashMap<>();

    static Searched of(LabelledPositions.Labelled position) {
        return RUN.computeIfAbsent(position.fen(), fen -> {
            int[][] lines = new int[2][];
            Winnability answer = Winnability.of(Position.fromFen(fen), Helpmate.DEFAULT_BUDGET,
                    (side, line) -> lines[side] = line);
            return new Searched(answer, lines);
        });
    }
}
