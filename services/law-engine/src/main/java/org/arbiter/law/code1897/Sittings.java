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
record Sittings(Adjournment adjournment, Adoption adoption, CommunicationSeries series, Color drawOfferedBy) {
    Sittings {
        Objects.requireNonNull(adjournment, "adjournment");
    }

    static final Sittings NONE = new Sittings(Adjournment.NONE, null, null, null);

    Sittings withAdjournment(Adjournment adjournment) {
        return new Sittings(adjournment, adoption, series, drawOfferedBy);
    }

    Sittings withAdoption(Adoption adoption) {
        return new Sittings(adjournment, adoption, series, drawOfferedBy);
    }

    Sittings withSeries(CommunicationSeries series) {
        return new Sittings(adjournment, adoption, series, drawOfferedBy);
    }

    Sittings withDrawOfferedBy(Color drawOfferedBy) {
        return new Sittings(adjournment, adoption, series, drawOfferedBy);
    }
}
