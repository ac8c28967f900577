package org.arbiter.law.code1897;

import org.arbiter.chess.Color;

/** How many moves each player has completed, illegal ones left uncorrected included (II.1(b), II.2, Law 10). */
record MovesMade(int white, int black) {
    static final MovesMade NONE = new MovesMade(0, 0);

    int of(Color player) {
        return player == Color.WHITE ? white : black;
    }

    MovesMade plusOne(Color player) {
        return player == Color.WHITE ? new MovesMade(white + 1, black) : new MovesMade(white, black + 1);
    }
}
