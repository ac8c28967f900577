package org.arbiter.law.code1897;

import org.arbiter.law.Heard;


/**
 * A part of the game that the Code's hearing holds ({@link GameInPlay} documents them): the steps
 * of what a Law decides, a {@code Heard<Code1897Part>}, each a part as the Law leaves it.
 */
sealed interface Code1897Part permits BoardAndRecord, Handling, Penalties, Sittings, TimeRecord {
    /** A Law that decides nothing on the act: it changes no part and says nothing. */
    Heard<Code1897Part> NOTHING = Heard.nothing();

    /** The parts as the Law leaves them, in order: what it decides, before anything it says. */
    static Heard<Code1897Part> heard(Code1897Part... parts) {
        return Heard.of(parts);
    }
}
