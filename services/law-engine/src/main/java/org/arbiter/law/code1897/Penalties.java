package org.arbiter.law.code1897;

import java.util.List;

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
        Obligation obligation, String pendingRequirementLaw, List<OffenceOnRecord> offences) {
    Penalties {
        rights = List.copyOf(rights);
        offences = List.copyOf(offences);
    }

    static final Penalties NONE = new Penalties(null, null, List.of(), null, null, List.of());

    Penalties withIllegal(IllegalMoveOnRecord illegal) {
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    Penalties withOutOfTurn(OutOfTurnMove outOfTurn) {
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    Penalties withRights(List<PenaltyRight> rights) {
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    Penalties withObligation(Obligation obligation) {
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    Penalties withPendingRequirementLaw(String pendingRequirementLaw) {
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }

    Penalties withOffences(List<OffenceOnRecord> offences) {
        return new Penalties(illegal, outOfTurn, rights, obligation, pendingRequirementLaw, offences);
    }
}
