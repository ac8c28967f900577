package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Square;

/**
 * A right of the offended player to exact penalties for one offence (II.11). {@code penalties}
 * holds the letters he may still exact ("AB" for II.5(c), "C" for II.5(b), "ABC" with a choice
 * between B and C for II.6(b)); {@code ownTurn} says whether the offence was in the offender's
 * own turn, which sets the deadline of II.11(a) or (b); {@code touched} are the men Penalty B may
 * indicate; {@code atTurnStart} is the state at the commencement of the offending turn, which
 * Penalty A restores.
 */
record PenaltyRight(String law, Color offender, String penalties, boolean choiceBetweenBAndC, boolean ownTurn,
                    Game atTurnStart, List<Square> touched, int seq) {

    Color offended() {
        return offender.opposite();
    }

    PenaltyRight without(char penalty) {
        String rest = penalties.replace(String.valueOf(penalty), "");
        if (choiceBetweenBAndC && (penalty == 'B' || penalty == 'C')) {
            rest = rest.replace("B", "").replace("C", "");
        }
        return new PenaltyRight(law, offender, rest, choiceBetweenBAndC, ownTurn, atTurnStart, touched, seq);
    }
}
