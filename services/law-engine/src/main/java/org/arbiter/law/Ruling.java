package org.arbiter.law;

import java.util.Objects;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Actor;

/**
 * A decision the code imposes, or that a claim, requirement or penalty produced. {@code seq} is
 * the number of the action that caused it (the header is 0), {@code law} the citation as the
 * codes cite themselves ({@code II.6(e)}), {@code text} one sentence for a person,
 * {@code position} the first two FEN fields after the decision took effect, {@code by} the one
 * whose act caused it (the claimant, the player who exacts or requires, the mover, or the
 * arbiter), and {@code against} the side the decision goes against, empty when it goes against
 * neither (a drawn game, an annulment).
 */
public record Ruling(int seq, String law, String text, String position, Actor by, Optional<Color> against) {
    /** The citation of a notice that a code has no law on an act: it is recorded and decides nothing. */
    public static final String SILENT = "silent";

    /** The citation of a notice that an electronic clock and the record's reckoning of the time disagree. */
    public static final String CLOCK = "clock";

    public Ruling {
        Objects.requireNonNull(law, "law");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(against, "against");
    }

    /** A notice that the code is silent on the act {@code by} made: {@code why} says so, for a person. */
    public static Ruling silent(int seq, String why, String position, Actor by) {
        return new Ruling(seq, SILENT, why, position, by, Optional.empty());
    }
}
