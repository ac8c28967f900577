package org.arbiter.law.household;

import org.arbiter.chess.Color;
import org.arbiter.law.GameState;
import org.arbiter.law.layered.CallCount;
import org.arbiter.law.layered.Laws;

/**
 * What the household laws need to remember. Parts that may be absent are null: {@code check}
 * when no check stands unanswered, {@code falseCheck} when no false cry is open, {@code call}
 * before a call, {@code checks} before a check, {@code referral} when no question is before a bystander.
 */
record HouseLaws(Check check, FalseCheck falseCheck, CallCount call, Checks checks, Referral referral)
        implements Laws.Part {
    static final HouseLaws START = new HouseLaws(null, null, null, null, null);

    HouseLaws withCheck(Check c) {
        return new HouseLaws(c, falseCheck, call, checks, referral);
    }

    HouseLaws withFalseCheck(FalseCheck f) {
        return new HouseLaws(check, f, call, checks, referral);
    }

    HouseLaws withCall(CallCount c) {
        return new HouseLaws(check, falseCheck, c, checks, referral);
    }

    HouseLaws withChecks(Checks c) {
        return new HouseLaws(check, falseCheck, call, c, referral);
    }

    HouseLaws withReferral(Referral r) {
        return new HouseLaws(check, falseCheck, call, checks, r);
    }

    /**
     * A check given by {@code checker} and not (yet) cried: {@code afterCheck} the game as the
     * check left it, for replacing the men; {@code movesSince} the moves made since (the cry may
     * still come while it is 0).
     */
    record Check(Color checker, GameState afterCheck, int movesSince) {
    }

    /**
     * A cry of check by {@code crier} that attacked no King: {@code atCry} the game as it stood,
     * {@code answeredBy} the adversary once he moved his King or took the piece, and may elect.
     */
    record FalseCheck(Color crier, GameState atCry, Color answeredBy) {
    }

    /** {@code row} checks in a row given by {@code checker}, for perpetual check. */
    record Checks(Color checker, int row) {
    }

    /** The question {@code by} put to a bystander, awaiting his decision. */
    record Referral(Color by, String question) {
    }
}
