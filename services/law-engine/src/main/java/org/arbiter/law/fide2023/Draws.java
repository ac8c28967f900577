package org.arbiter.law.fide2023;

import org.arbiter.chess.Color;
import org.arbiter.chess.Move;

/**
 * What a draw offered or claimed leaves open, as Articles 5 and 9 change it (and a move, which
 * answers an offer).
 *
 * @param writtenMove the move a player declared with a claim that failed, which he must now play (9.5.3), or null
 * @param drawOffer the player whose offer of a draw stands, or null
 */
record Draws(Move writtenMove, Color drawOffer) {
    static final Draws NONE = new Draws(null, null);

    Draws withWrittenMove(Move m) {
        return new Draws(m, drawOffer);
    }

    Draws withDrawOffer(Color c) {
        return new Draws(writtenMove, c);
    }
}
