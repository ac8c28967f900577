package org.arbiter.law;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;

/**
 * One game re-ruled under another code, against the code it was played under: the two results
 * and the acts where a ruling or the result would differ, as {@link Comparison} decides where
 * codes part. Positions that part without a ruling or result parting are left out: they follow
 * from a ruling already listed.
 *
 * @param playedUnder the header's code, {@code code+supplement} when it has one
 * @param ruledUnder  the code the game is re-ruled under, in the same form
 * @param played      the game's output under its own code; null when that code refuses the header
 * @param ruled       the output under {@code ruledUnder}; null when that code refuses the header
 * @param differences the acts where a ruling or the result differs, in order
 * @param refused     the header's refusal by either code, which leaves nothing to compare
 * @param stopped     the first act either code rejects: both are compared up to it
 */
public record Reruling(String playedUnder, String ruledUnder, ReplayResult played, ReplayResult ruled,
                       List<Comparison.Parting> differences, Optional<SequenceError> refused,
                       Optional<SequenceError> stopped) {

    public Reruling {
        differences = List.copyOf(differences);
    }

    /** {@code sequence} ruled under its own code and under {@code code} with {@code supplement}. */
    public static Reruling of(ContestedSequence sequence, String code, Optional<String> supplement) {
        String played = Comparison.label(sequence.header());
        String under = code + supplement.map(s -> "+" + s).orElse("");
        Comparison c = Comparison.of(sequence, played.equals(under) ? List.of(played) : List.of(played, under));
        Comparison.Ruled first = c.ruled().get(0);
        Comparison.Ruled second = c.ruled().get(c.ruled().size() - 1);
        List<Comparison.Parting> differences = c.partings().stream()
                .filter(p -> !p.rulings().isEmpty() || !p.results().isEmpty()).toList();
        Optional<SequenceError> refused = first.refused().or(second::refused);
        Optional<SequenceError> stopped = first.rejected().or(second::rejected);
        return new Reruling(played, under, first.result(), second.result(), differences, refused, stopped);
    }

    /** Whether the game would end otherwise under the code it is re-ruled under. */
    public boolean resultDiffers() {
        return played != null && ruled != null && (played.result() != ruled.result()
                || !java.util.Objects.equals(played.termination(), ruled.termination()));
    }

    /** Whether some act would be ruled otherwise. */
    public boolean rulingsDiffer() {
        return differences.stream().anyMatch(p -> !p.rulings().isEmpty());
    }
}
