package org.arbiter.pairing;

/**
 * One round of a player's history as the pairing reads it: the opponent (the player's own id when
 * there was none), the colour, the outcome ({@code 0} loss, {@code 1} draw, {@code 2} win), whether
 * the game was played over the board (a forfeit or a bye is not), and whether the player was paired
 * that round (a game, a forfeit, or the pairing-allocated bye; not an absence or a requested bye).
 */
record Game(int opponent, Colour colour, int outcome, boolean played, boolean paired) {
    static final int LOSS = 0;
    static final int DRAW = 1;
    static final int WIN = 2;

    /** A round the player was not paired and scored nothing (a gap in the file). */
    static Game absent(int self) {
        return new Game(self, Colour.NONE, LOSS, false, false);
    }
}
