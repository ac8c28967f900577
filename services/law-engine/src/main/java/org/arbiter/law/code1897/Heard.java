package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;

/**
 * What a Law decides on an act, in the order it decides it: each step a part of the game as the
 * Law leaves it, a ruling or notice, or the game's end. The hearing applies the steps in order
 * ({@link Code1897Hearing#apply}), so a ruling records the position as the changes before it left
 * the men (the II.5(a) ruling shows the man already replaced), as when the Law wrote each change
 * into the hearing itself (ADR 0033).
 */
record Heard(List<Step> steps) {
    Heard {
        steps = List.copyOf(steps);
    }

    /** A Law that decides nothing on the act: it changes no part and makes no ruling. */
    static final Heard NOTHING = new Heard(List.of());

    /** One step of what a Law decides: a part as it leaves it, a ruling or notice, or the game's end. */
    sealed interface Step permits BoardAndRecord, Handling, Penalties, Sittings, TimeRecord, Said, Finished {
    }

    /** Whether what is said is a decision (a ruling) or a fact for the record that is not yet one (a notice). */
    enum Kind { RULING, NOTICE }

    /** A ruling or notice under {@code law}, against {@code against} or neither player. */
    record Said(Kind kind, String law, Optional<Color> against, String text) implements Step {
    }

    /** The game ends with {@code result} under {@code law}. */
    record Finished(Result result, String law) implements Step {
    }

    /** The steps, in order. */
    static Heard of(Step... steps) {
        return new Heard(List.of(steps));
    }

    /** These steps, then {@code step}. */
    Heard then(Step step) {
        List<Step> more = new ArrayList<>(steps);
        more.add(step);
        return new Heard(more);
    }

    /** These steps, then {@code later}'s. */
    Heard then(Heard later) {
        List<Step> more = new ArrayList<>(steps);
        more.addAll(later.steps);
        return new Heard(more);
    }

    /**
     * The last part of the kind {@code part} among these steps, or {@code otherwise} (the part as
     * the hearing holds it) if they change none: what a Law that goes on deciding reads.
     */
    <T extends Step> T last(Class<T> part, T otherwise) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (part.isInstance(steps.get(i))) {
                return part.cast(steps.get(i));
            }
        }
        return otherwise;
    }

    /** These steps, then a ruling against {@code against}. */
    Heard rule(String law, Color against, String text) {
        return then(new Said(Kind.RULING, law, Optional.of(against), text));
    }

    /** These steps, then a ruling against neither player. */
    Heard ruleForNeither(String law, String text) {
        return then(new Said(Kind.RULING, law, Optional.empty(), text));
    }

    /** These steps, then a notice against {@code against}. */
    Heard notice(String law, Color against, String text) {
        return then(new Said(Kind.NOTICE, law, Optional.of(against), text));
    }

    /** These steps, then the game's end with {@code result} under {@code law}. */
    Heard finish(Result result, String law) {
        return then(new Finished(result, law));
    }
}
