package org.arbiter.law;

/**
 * A code's hearing of one act, holding the game's parts ({@code P}) while its laws decide it. A
 * law reads the parts and returns what it decides, a {@link Heard}; only {@link #apply} replaces a
 * part, so no law writes one (ADR 0033). A code says how one part is replaced, how what is said is
 * recorded, and how the game ends; the order of the steps is kept here, once for every code.
 */
public interface Hearing<P> {
    /** Replaces the part of {@code part}'s kind with it. */
    void change(P part);

    /** Records a ruling or notice, with the men as the steps before it left them. */
    void say(Heard.Said<P> said);

    /** Ends the game with {@code result} under {@code law}. */
    void finish(Result result, String law);

    /**
     * Takes what a law decided, step by step in its order: a part is replaced, a ruling or notice
     * records the men as the steps before it left them, and an end finishes the game.
     */
    default void apply(Heard<P> heard) {
        for (Heard.Step<P> step : heard.steps()) {
            switch (step) {
                case Heard.Changed<P> changed -> change(changed.part());
                case Heard.Said<P> said -> say(said);
                case Heard.Finished<P> finished -> finish(finished.result(), finished.law());
            }
        }
    }
}
