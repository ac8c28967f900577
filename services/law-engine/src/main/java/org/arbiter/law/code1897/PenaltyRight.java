package org.arbiter.law.code1897;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Square;
import org.arbiter.law.sequence.Action.Penalty;

/**
 * A right of the offended player to exact penalties for one offence (II.11). {@code penalties}
 * holds those he may still exact (A and B for II.5(c), C for II.5(b), all three with a choice
 * between B and C for II.6(b)); {@code ownTurn} says whether the offence was in the offender's
 * own turn, which sets the deadline of II.11(a) or (b); {@code touched} are the men Penalty B may
 * indicate; {@code atTurnStart} is the game at the commencement of the offending turn, which
 * Penalty A restores.
 */
record PenaltyRight(String law, Color offender, Set<Penalty> penalties, boolean choiceBetweenBAndC, boolean ownTurn,
                    Commencement atTurnStart, List<Square> touched, int seq) {

    PenaltyRight {
        penalties = penalties.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(penalties));
        touched = List.copyOf(touched);
    }

    Color offended() {
        return offender.opposite();
    }

    /** Whether this right is the one given for the same offence as {@code other}. */
    boolean sameOffence(PenaltyRight other) {
        return seq == other.seq && law.equals(other.law);
    }

    PenaltyRight without(Penalty penalty) {
        EnumSet<Penalty> rest = penalties.isEmpty() ? EnumSet.noneOf(Penalty.class) : EnumSet.copyOf(penalties);
        rest.remove(penalty);
        if (choiceBetweenBAndC && penalty != Penalty.A) {
            rest.removeAll(EnumSet.of(Penalty.B, Penalty.C));
        }
        return new PenaltyRight(law, offender, rest, choiceBetweenBAndC, ownTurn, atTurnStart, touched, seq);
    }
}
