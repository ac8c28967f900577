package org.arbiter.law;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Actor;

/**
 * What a law decides on an act, in the order it decides it: each step a part of the game as the
 * law leaves it ({@code P}, the code's own parts), a ruling or notice, or the game's end. A
 * code's {@link Hearing} applies the steps in order, so a ruling records the men as the steps
 * before it left them (the 1897 II.5(a) ruling shows the man already replaced, FIDE's 7.5.1 the
 * position already reinstated), as when each law wrote its change into the hearing itself
 * (ADR 0033). Every code's laws return one; the codes differ only in their parts.
 */
public record Heard<P>(List<Heard.Step<P>> steps) {
    public Heard {
        steps = List.copyOf(steps);
    }

    /** One step of what a law decides: a part as it leaves it, a ruling or notice, or the game's end. */
    public sealed interface Step<P> permits Changed, Said, Finished {
    }

    /** A part of the game as the law leaves it: the hearing replaces the part of its kind with it. */
    public record Changed<P>(P part) implements Step<P> {
    }

    /**
     * What is said: a decision (a ruling), a fact for the record that is not one (a notice), or
     * that the code has no law on the act (silent, whose text is the whole notice).
     */
    public enum Kind { RULING, NOTICE, SILENT }

    /** A ruling or notice under {@code law}, against {@code against} or neither player. */
    public record Said<P>(Kind kind, String law, Optional<Color> against, String text) implements Step<P> {
        /** What is said as the record holds it, with {@code position} as the steps before it left the men. */
        public Ruling ruling(int seq, String position, Actor by) {
            return kind == Kind.SILENT ? Ruling.silent(seq, text, position, by)
                    : new Ruling(seq, law, text, position, by, against);
        }
    }

    /** The game ends with {@code result} under {@code law}. */
    public record Finished<P>(Result result, String law) implements Step<P> {
    }

    /** A law that decides nothing on the act: it changes no part and says nothing. */
    public static <P> Heard<P> nothing() {
        return new Heard<>(List.of());
    }

    /** The parts as the law leaves them, in order. */
    @SafeVarargs
    public static <P> Heard<P> of(P... parts) {
        Heard<P> heard = nothing();
        for (P part : parts) {
            heard = heard.then(part);
        }
        return heard;
    }

    /** These steps, then {@code part} as the law leaves it. */
    public Heard<P> then(P part) {
        return then(new Changed<>(part));
    }

    /** These steps, then {@code later}'s. */
    public Heard<P> then(Heard<P> later) {
        if (later.steps.isEmpty()) {
            return this;
        }
        List<Step<P>> more = new ArrayList<>(steps);
        more.addAll(later.steps);
        return new Heard<>(more);
    }

    private Heard<P> then(Step<P> step) {
        List<Step<P>> more = new ArrayList<>(steps);
        more.add(step);
        return new Heard<>(more);
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }

    /**
     * The last part of the kind {@code part} among these steps, or {@code otherwise} (the part as
     * the hearing holds it) if they change none: what a law that goes on deciding reads.
     */
    public <T extends P> T last(Class<T> part, T otherwise) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i) instanceof Changed<P> changed && part.isInstance(changed.part())) {
                return part.cast(changed.part());
            }
        }
        return otherwise;
    }

    /** These steps, then a ruling against {@code against}. */
    public Heard<P> rule(String law, Color against, String text) {
        return then(new Said<>(Kind.RULING, law, Optional.of(against), text));
    }

    /** These steps, then a ruling against neither player. */
    public Heard<P> ruleForNeither(String law, String text) {
        return then(new Said<>(Kind.RULING, law, Optional.empty(), text));
    }

    /** These steps, then a notice against {@code against}. */
    public Heard<P> notice(String law, Color against, String text) {
        return then(new Said<>(Kind.NOTICE, law, Optional.of(against), text));
    }

    /** These steps, then a notice against neither player. */
    public Heard<P> noticeForNeither(String law, String text) {
        return then(new Said<>(Kind.NOTICE, law, Optional.empty(), text));
    }

    /** These steps, then the notice {@code text} that the code has no law on the act. */
    public Heard<P> silent(String text) {
        return then(new Said<>(Kind.SILENT, Ruling.SILENT, Optional.empty(), text));
    }

    /** These steps, then the game's end with {@code result} under {@code law}. */
    public Heard<P> finish(Result result, String law) {
        return then(new Finished<>(result, law));
    }
}
