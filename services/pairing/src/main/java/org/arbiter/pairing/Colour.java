package org.arbiter.pairing;

/** A colour a player had or is given; NONE for a round without a game or a player without a preference. */
enum Colour {
    WHITE, BLACK, NONE;

    Colour invert() {
        return this == WHITE ? BLACK : this == BLACK ? WHITE : NONE;
    }
}
