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
record Draws(Move writtenMove, Color drawOffer) implements FidePart {
    static final Draws NONE = new Draws(null, null);

    /** 9.5.3: the move written with an incorrect claim, which must now be played. */
    Draws moveWritten(Move m) {
        return new Draws(m, drawOffer);
    }

    /** 9.5.3: the written move is played, or another replaced by it. */
    Draws writtenMoveSettled() {
        return moveWritten(null);
    }

    /** 5.2.3: {@code offerer}'s offer of a draw stands. */
    Draws drawOffered(Color offerer) {
        return new Draws(writtenMove, offerer);
    }

    /** 5.2.3: the offer accepted. */
    Draws drawOfferEnded() {
        return drawOffered(null);
    }

    /** A move by {@code mover} answers the opponent's standing offer of a draw, which lapses with it. */
    Draws moveMade(Color mover) {
        return drawOffer == mover.opposite() ? drawOfferEnded() : this;
    }
}
