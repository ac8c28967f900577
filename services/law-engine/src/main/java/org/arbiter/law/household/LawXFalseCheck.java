package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * Law x: "If a player say check without actually attacking the King, and his adversary move his
 * King or take the piece, the latter may elect either to let the move stand or have the pieces
 * replaced and another move made."
 *
 * <p>The election is a {@code waive} (let the move stand) or a {@code require} of
 * {@code annul-move} (the pieces replaced, another move to be made); the crier's next move ends it.
 */
final class LawXFalseCheck {
    static final String LAW = "x";

    private LawXFalseCheck() {
    }

    /** A cry of check after the crier's move that attacks no King. */
    static boolean cried(Session<HouseLaws> s) {
        Color crier = s.player().orElse(null);
        if (crier == null || s.board().sideToMove() == crier || s.board().isCheck()) {
            return false;
        }
        s.laws(s.laws().withFalseCheck(new HouseLaws.FalseCheck(crier, s.base(), null)));
        s.notice(LAW, Optional.of(crier), Session.name(crier) + " says check without attacking the King.");
        return true;
    }

    /** After a move: the adversary's King move, or his taking the piece, opens his election. */
    static void moved(Session<HouseLaws> s, Color mover) {
        HouseLaws.FalseCheck f = s.laws().falseCheck();
        if (f == null) {
            return;
        }
        HouseLaws.FalseCheck next = null;
        MoveRecord.Entry answer = s.base().record().last().orElseThrow();
        String piece = f.atCry().record().last().map(MoveRecord.Entry::to).orElse(null);
        boolean king = answer.man().equalsIgnoreCase("k");
        if (mover != f.crier() && f.answeredBy() == null && (king || answer.to().equals(piece))) {
            next = new HouseLaws.FalseCheck(f.crier(), f.atCry(), mover);
            s.notice(LAW, Optional.of(f.crier()), Session.name(mover) + (king ? " moved his King" : " took the piece")
                    + " on the false cry: he may let the move stand (waive) or have the pieces replaced (require annul-move).");
        }
        s.laws(s.laws().withFalseCheck(next));
    }

    /** What the answerer's act elects: that his move stand, that the pieces be replaced, or nothing. */
    private enum Election { NONE, STAND, REPLACE }

    /** The answerer's election, when one is open to him. */
    static boolean elect(Session<HouseLaws> s) {
        HouseLaws.FalseCheck f = s.laws().falseCheck();
        if (f == null || f.answeredBy() == null || s.player().orElse(null) != f.answeredBy()) {
            return false;
        }
        // A waiver lets the move stand; a requirement other than annulment elects nothing; any other act
        // has the pieces replaced.
        Election election = switch (s.action().kind()) {
            case REQUIRE -> ((Action.Require) s.action()).requirement() == Action.Requirement.ANNUL_MOVE
                    ? Election.REPLACE : Election.NONE;
            case WAIVE -> Election.STAND;
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, REFUSE,
                 OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
                 CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE,
                 APPEAL, DECIDE_APPEAL -> Election.REPLACE;
        };
        if (election == Election.NONE) {
            return false;
        }
        s.laws(s.laws().withFalseCheck(null));
        if (election == Election.STAND) {
            s.rule(LAW, Optional.of(f.crier()), Session.name(f.answeredBy()) + " elects to let his move stand.");
        } else {
            s.replace(f.atCry());
            s.rule(LAW, Optional.of(f.crier()), Session.name(f.answeredBy()) + " elects to have the pieces replaced: they"
                    + " stand as at the false cry, and he makes another move.");
        }
        return true;
    }
}
