package org.arbiter.law;

import java.util.Optional;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;

/**
 * One code of laws as a deterministic function: the same state and action always give the same
 * state and rulings. Implementations hold no mutable state of their own.
 */
public interface Rulebook {
    /** The header's {@code code} value this rulebook answers to. */
    String code();

    /** The game this code rules; the header's {@code game} must name it. */
    default GameKind game() {
        return GameKind.CHESS;
    }

    /** The code consulted where this one is silent, when there is one. */
    default Optional<String> supplement() {
        return Optional.empty();
    }

    /**
     * This code with {@code supplement} ruling every act on which it is silent; empty for a code
     * that takes no supplement because it has a law, or a deliberate silence, on every act.
     */
    default Optional<Rulebook> supplementedBy(Rulebook supplement) {
        return Optional.empty();
    }

    /**
     * The state before the first action.
     *
     * @throws org.arbiter.law.sequence.SequenceError naming the header's field at fault, at line 1
     */
    GameState start(Header header);

    /**
     * Applies one action. {@code seq} is the action's number (header 0), used in the rulings.
     *
     * @throws ActionRejected when the action cannot physically happen; nothing changes then
     */
    Step apply(GameState state, org.arbiter.law.sequence.Action action, int seq);

    /**
     * Applies {@code move}, a move from one square to another that leaves the mover's King
     * attacked, as a move that stands: a code this one supplements has a law that lets it stand
     * (household ix: the adversary need not take notice of a check not cried), and a supplement
     * is consulted only where that code is silent. A code that cannot complete such a move hears
     * it as any other act, which is the default.
     */
    default Step applyExcused(GameState state, Action.MoveMade move, int seq) {
        return apply(state, move, seq);
    }

    /** Looks up the words of the law a citation names, for review pages and the timeline; empty when it names none. */
    String lawText(String citation);

    /**
     * Whether {@link #lawText} gives, for this citation, the project's summary of what the law
     * decides rather than the law's own words, so that it is shown as a summary, not quoted.
     */
    default boolean summarises(String citation) {
        return false;
    }

    /** Convenience for callers that hold a concrete action. */
    default Step apply(GameState state, Action action) {
        return apply(state, action, 0);
    }
}
