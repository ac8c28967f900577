package org.arbiter.law.code1897;

import java.util.Objects;
import org.arbiter.chess.Color;

/**
 * What passes between the players besides moves at the board: an adjournment (II.7), moves
 * communicated (Part III) and an offer of a draw (II.8(a)), as those laws change it.
 *
 * @param adjournment the sealed move and the adjournment (II.7)
 * @param adoption a sealed move read several ways, awaiting the opponent's adoption (II.7(c)), or null
 * @param series a series of moves communicated (Part III), or null
 * @param drawOfferedBy the player whose offer of a draw stands (II.8(a)), or null
 */
record Sittings(Adjournment adjournment, Adoption adoption, CommunicationSeries series, Color drawOfferedBy)
        implements Code1897Part {
    Sittings {
        Objects.requireNonNull(adjournment, "adjournment");
    }

    static final Sittings NONE = new Sittings(Adjournment.NONE, null, null, null);

    /** II.7(a): {@code sealer}'s move sealed as {@code record}. */
    Sittings sealed(Color sealer, String record) {
        return new Sittings(adjournment.sealed(sealer, record), adoption, series, drawOfferedBy);
    }

    /** II.7(a): the game adjourned with the men as {@code position}. */
    Sittings adjourned(org.arbiter.chess.Position position) {
        return new Sittings(adjournment.adjourn(position), adoption, series, drawOfferedBy);
    }

    /** II.7: the game resumed; the sealed move is opened. */
    Sittings resumed() {
        return new Sittings(Adjournment.NONE, adoption, series, drawOfferedBy);
    }

    /** II.7(c), Part III: moves that may be read several ways, awaiting the opponent's adoption of one. */
    Sittings adoptionAwaited(Adoption awaited) {
        return new Sittings(adjournment, awaited, series, drawOfferedBy);
    }

    /** II.7(c), Part III: a reading adopted, or the question settled otherwise. */
    Sittings adopted() {
        return adoptionAwaited(null);
    }

    /** Part III: the moves of a series still to be made, none when {@code rest} is null. */
    Sittings seriesLeft(CommunicationSeries rest) {
        return new Sittings(adjournment, adoption, rest, drawOfferedBy);
    }

    /** II.8(a): {@code offerer}'s offer of a draw stands. */
    Sittings drawOffered(Color offerer) {
        return new Sittings(adjournment, adoption, series, offerer);
    }

    /** II.8(a): the offer of a draw accepted, declined, or lapsed. */
    Sittings drawOfferEnded() {
        return drawOffered(null);
    }

    /** A move completed by {@code mover}: it declines the opponent's standing offer of a draw. */
    Sittings moveCompleted(Color mover) {
        return drawOfferedBy == mover.opposite() ? drawOfferEnded() : this;
    }
}
