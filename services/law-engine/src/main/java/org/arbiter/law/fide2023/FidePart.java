package org.arbiter.law.fide2023;

import org.arbiter.law.Heard;

/**
 * A part of the game that the FIDE hearing holds ({@link FideGame} documents them): the steps of
 * what an article decides, a {@code Heard<FidePart>}, each a part as the article leaves it.
 */
sealed interface FidePart permits Chessmen, TouchMove, FideClock, Irregularities, Draws, Line {
    /** An article that decides nothing on the act: it changes no part and says nothing. */
    Heard<FidePart> NOTHING = Heard.nothing();

    /** The notice that the Laws are silent on the act {@code what}, {@code why} saying why. */
    static Heard<FidePart> silent(String what, String why) {
        return NOTHING.silent("'" + Fide2023.CODE + "' has no law on " + what + " (" + why
                + "): it is recorded and decides nothing.");
    }

    /** The parts as the article leaves them, in order: what it decides, before anything it says. */
    static Heard<FidePart> heard(FidePart... parts) {
        return Heard.of(parts);
    }
}
