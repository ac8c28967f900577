package org.arbiter.law.code1897;

import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Action.OffenceKind;
import org.arbiter.law.sequence.SequenceReader;

/** Part II, Law 9: games forfeited or resigned. */
final class Law09Forfeits {
    private Law09Forfeits() {
    }

    static String section(OffenceKind kind) {
        return switch (kind) {
            case UPSET_MEN, FALSIFY_POSITION -> "II.9(a)";
            case SECOND_BOARD -> "II.9(b)";
            case PRINTED_MATTER -> "II.9(c)";
            case ASSISTANCE -> "II.9(d)";
            case REFUSE_LAWS -> "II.9(f)";
        };
    }

    /** The arbiter records an offence; {@code knownTo} says the opponent learns of it now. */
    static Heard<Code1897Part> offence(Code1897Hearing c, Action.Offence a) {
        Color offender = c.player();
        Color opponent = offender.opposite();
        int known = a.knownTo().filter(k -> k == opponent).map(k -> c.moves(opponent)).orElse(-1);
        String kind = SequenceReader.wireName(a.offence());
        return Code1897Part.heard(c.penalties().offenceRecorded(new OffenceOnRecord(offender, kind, section(a.offence()), c.seq, known)))
                .notice(section(a.offence()), offender, Code1897Hearing.name(offender) + " committed the offence '" + kind + "'; "
                + Code1897Hearing.name(opponent)
                + " may claim the game, specifying it, until he completes a move after learning of it.");
    }

    /**
     * {@code refuse}: II.9(e), "If he refuses to comply with a legal requirement made by his
     * opponent"; refusing a penalty is refusing "to abide by the Laws of the Game", II.9(f).
     */
    static Heard<Code1897Part> refuse(Code1897Hearing c) {
        Color p = c.player();
        boolean penalty = c.penalties().obligation() != null && c.penalties().obligation().player() == p;
        String law = c.penalties().pendingRequirementLaw();
        if (law == null && !penalty) {
            throw Code1897Hearing.reject("there is no requirement or penalty standing against " + Code1897Hearing.name(p)
                    + " to refuse");
        }
        String section = penalty ? "II.9(f)" : "II.9(e)";
        return Code1897Part.heard(c.penalties().offenceRecorded(new OffenceOnRecord(p, "refuse-laws", section, c.seq, c.moves(p.opposite())))
                .obligationEnded().requirementAnswered()).notice(section, p, Code1897Hearing.name(p) + " refuses to comply with the " + (penalty ? "penalty" : "requirement")
                + " under "
                + (law == null ? "the Code" : law) + "; " + Code1897Hearing.name(p.opposite()) + " may claim the game.");
    }

    /** "A game which a player has forfeited or resigned is treated as if his opponent had won it." */
    static void resign(Code1897Hearing c) {
        Color p = c.player();
        c.finish(Result.winFor(p.opposite()), "II.9");
        c.rule("II.9", p, Code1897Hearing.name(p) + " resigns; the game is treated as won by " + Code1897Hearing.name(p.opposite())
                + ".");
    }

    /**
     * A forfeit claim, "Provided in any case that the opponent specifies the offence committed, and
     * claims, on the ground of this offence, that the game be forfeited; provided also that the
     * opponent, after knowledge of the offence, has completed no move in the game."
     */
    static void claim(Code1897Hearing c, Action.Claim a) {
        Color claimant = c.player();
        Color offender = claimant.opposite();
        if (a.offence().isEmpty()) {
            c.rule("II.9", claimant, "The claim fails: the claimant must specify the offence committed.");
            return;
        }
        String kind = SequenceReader.wireName(a.offence().get());
        String law = section(a.offence().get());
        if (Part3Communication.assistanceAllowed(c.header, a.offence().get())) {
            c.rule("III.2(a)", claimant, "The claim fails: with twenty-four hours or more for each reply, the players are at liberty"
                    + " to use any means that may assist them, except the assistance of another player.");
            return;
        }
        Optional<OffenceOnRecord> found = c.penalties().offences().stream()
                .filter(o -> o.offender() == offender && o.kind().equals(kind)).reduce((x, y) -> y);
        if (found.isEmpty()) {
            c.rule(law, claimant, "The claim fails: no offence '" + kind + "' by " + Code1897Hearing.name(offender)
                    + " is on the record.");
            return;
        }
        OffenceOnRecord o = found.get();
        if (o.knownAtMoves() >= 0 && c.moves(claimant) > o.knownAtMoves()) {
            c.rule(o.law(), claimant, "The claim fails: " + Code1897Hearing.name(claimant)
                    + " has completed a move since he knew of the offence.");
            return;
        }
        c.finish(Result.winFor(claimant), o.law());
        c.rule(o.law(), offender, Code1897Hearing.name(offender) + " forfeits the game for the offence '" + kind
                + "', specified and claimed by "
                + Code1897Hearing.name(claimant) + " in time; it is treated as won by " + Code1897Hearing.name(claimant) + ".");
    }
}
