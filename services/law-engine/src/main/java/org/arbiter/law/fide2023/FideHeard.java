package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;

/**
 * What an article decides on an act, in the order it decides it: each step a part of the game as
 * the article leaves it, a ruling or notice, or the game's end. The hearing applies the steps in
 * order ({@link FideHearing#apply}), so a ruling records the men as the steps before it left them
 * (7.5.1's ruling shows the position already reinstated), as when each article wrote its change
 * into the hearing itself (ADR 0033).
 */
record FideHeard(List<Step> steps) {
    FideHeard {
        steps = List.copyOf(steps);
    }

    /** An article that decides nothing on the act: it changes no part and says nothing. */
    static final FideHeard NOTHING = new FideHeard(List.of());

    /** One step of what an article decides: a part as it leaves it, a ruling or notice, or the game's end. */
    sealed interface Step permits Chessmen, TouchMove, FideClock, Irregularities, Draws, Line, Said, Finished {
    }

    /**
     * What is said: a decision (a ruling), a fact for the record that is not one (a notice), or
     * that the Laws have no article on the act (silent, whose text is the whole notice).
     */
    enum Kind { RULING, NOTICE, SILENT }

    /** A ruling or notice under {@code article}, against {@code against} or neither player. */
    record Said(Kind kind, String article, Optional<Color> against, String text) implements Step {
    }

    /** The game ends with {@code result} under {@code article}. */
    record Finished(Result result, String article) implements Step {
    }

    /** The steps, in order. */
    static FideHeard of(Step... steps) {
        return new FideHeard(List.of(steps));
    }

    /** These steps, then {@code step}. */
    FideHeard then(Step step) {
        List<Step> more = new ArrayList<>(steps);
        more.add(step);
        return new FideHeard(more);
    }

    /** These steps, then {@code later}'s. */
    FideHeard then(FideHeard later) {
        if (later.steps.isEmpty()) {
            return this;
        }
        List<Step> more = new ArrayList<>(steps);
        more.addAll(later.steps);
        return new FideHeard(more);
    }

    boolean isEmpty() {
        return steps.isEmpty();
    }

    /** These steps, then a ruling against {@code against}. */
    FideHeard rule(String article, Color against, String text) {
        return then(new Said(Kind.RULING, article, Optional.of(against), text));
    }

    /** These steps, then a ruling against neither player. */
    FideHeard ruleForNeither(String article, String text) {
        return then(new Said(Kind.RULING, article, Optional.empty(), text));
    }

    /** These steps, then a notice against {@code against}. */
    FideHeard notice(String article, Color against, String text) {
        return then(new Said(Kind.NOTICE, article, Optional.of(against), text));
    }

    /** These steps, then the notice that the Laws are silent on the act {@code what}, {@code why} saying why. */
    FideHeard silent(String what, String why) {
        return then(new Said(Kind.SILENT, null, Optional.empty(), "'" + Fide2023.CODE + "' has no law on " + what
                + " (" + why + "): it is recorded and decides nothing."));
    }

    /** These steps, then the game's end with {@code result} under {@code article}. */
    FideHeard finish(Result result, String article) {
        return then(new Finished(result, article));
    }
}
