package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.arbiter.chess.Color;

/**
 * Offences and what they open, as II.6, II.9 and II.11 change them.
 *
 * @param illegal the illegal move of the current turn, or null (II.6)
 * @param outOfTurn a move made in the opponent's turn, or null (II.6(d))
 * @param rights the penalties the opponent may still exact (II.11)
 * @param obligation what an exacted penalty obliges the offender to do, or null (II.11)
 * @param pendingRequirementLaw the law of a requirement just made, so that {@code refuse} knows what is refused; or null
 * @param offences the offences recorded (II.9)
 */
record Penalties(IllegalMoveOnRecord illegal, OutOfTurnMove outOfTurn, List<PenaltyRight> rights,
        Obligation obligation, String pendingRequirementLaw, List<OffenceOnRecord> offences) implements Code1897Part {
    Penalties {
        rights = List.copyOf(rights);
        offences = List.copyOf(offences);
    }

    static final Penalties NONE = new Penalties(null, null, List.of(), null, null, List.of());

    /** II.6(b): an illegal move made in the offender's own turn, on the record until corrected. */
    Penalties illegalMoveMade(IllegalMoveOnRecord move) {
        return new Penalties(move, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    /**
     * II.6(c): the illegal move is replaced by a substituted move, and the right it opened by the
     * right the substitution opens.
     */
    Penalties illegalSubstituted(PenaltyRight substitution) {
        List<PenaltyRight> kept = new ArrayList<>();
        for (PenaltyRight r : rights) {
            if (!(r.law().equals(illegal.law()) && r.seq() == illegal.seq())) {
                kept.add(r);
            }
        }
        kept.add(substitution);
        return new Penalties(null, outOfTurn, kept, obligation, pendingRequirementLaw, offences);
    }

    /** II.6(e): the illegal move stands uncorrected, the opponent having completed a move after it. */
    Penalties illegalUncorrected() {
        return new Penalties(illegal.uncorrected(), outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    /**
     * A move completed by {@code mover}: the opponent's change in his turn can no longer be annulled
     * "at once" (II.6(d)), and the opponent's illegal move now stands uncorrected (II.6(e)).
     */
    Penalties moveCompleted(Color mover) {
        OutOfTurnMove stillOpen = outOfTurn != null && outOfTurn.mover() != mover ? null : outOfTurn;
        boolean uncorrected = illegal != null && illegal.offender() != mover && !illegal.opponentCompletedMove();
        return new Penalties(uncorrected ? illegal.uncorrected() : illegal, stillOpen, rights, obligation,
                pendingRequirementLaw, offences);
    }

    /** II.6(d): {@code change}, made in the opponent's turn, which he may at once require annulled; null when undone. */
    Penalties movedOutOfTurn(OutOfTurnMove change) {
        return new Penalties(illegal, change, rights, obligation, pendingRequirementLaw, offences);
    }

    /** II.6(d): the change out of turn annulled, or no longer open to annulment. */
    Penalties outOfTurnEnded() {
        return movedOutOfTurn(null);
    }

    /** II.11: a penalty the offended player may now exact. */
    Penalties rightOpened(PenaltyRight right) {
        List<PenaltyRight> next = new ArrayList<>(rights);
        next.add(right);
        return new Penalties(illegal, outOfTurn, next, obligation, pendingRequirementLaw, offences);
    }

    /** II.11(d): {@code old} with one penalty exacted or given up, as {@code updated}; gone when none is left. */
    Penalties rightNarrowed(PenaltyRight old, PenaltyRight updated) {
        List<PenaltyRight> next = new ArrayList<>(rights);
        int i = next.indexOf(old);
        if (updated.penalties().isEmpty()) {
            next.remove(i);
        } else {
            next.set(i, updated);
        }
        return new Penalties(illegal, outOfTurn, next, obligation, pendingRequirementLaw, offences);
    }

    /** II.11(a), (b), II.6(d), (e): the rights that {@code lapses} says are gone; the rest stay open. */
    Penalties rightsLapsed(Predicate<PenaltyRight> lapses) {
        List<PenaltyRight> kept = new ArrayList<>();
        for (PenaltyRight r : rights) {
            if (!lapses.test(r)) {
                kept.add(r);
            }
        }
        return new Penalties(illegal, outOfTurn, kept, obligation, pendingRequirementLaw, offences);
    }

    /** II.9: an offence on the record, for a claim of the game. */
    Penalties offenceRecorded(OffenceOnRecord offence) {
        List<OffenceOnRecord> next = new ArrayList<>(offences);
        next.add(offence);
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, next);
    }

    /** II.11: a penalty exacted under {@code law}, obliging the offender as {@code obliged} says. */
    Penalties exacted(Obligation obliged, String law) {
        return new Penalties(illegal, outOfTurn, rights, obliged, law, offences);
    }

    /** II.11: the obligation of an exacted penalty met, disregarded or lapsed. */
    Penalties obligationEnded() {
        return new Penalties(illegal, outOfTurn, rights, null, pendingRequirementLaw, offences);
    }

    /** A requirement made under {@code law}, which the other player may refuse (II.9(f)). */
    Penalties requirementMade(String law) {
        return new Penalties(illegal, outOfTurn, rights, obligation, law, offences);
    }

    /** The requirement just made is complied with, or refused, or overtaken by a move. */
    Penalties requirementAnswered() {
        return requirementMade(null);
    }

    /** Penalty A and II.6(e): the commencement of a turn restored, no illegal move or obligation in it. */
    Penalties restored() {
        return new Penalties(null, outOfTurn, rights, null, pendingRequirementLaw, offences);
    }
}
