package org.arbiter.law.household;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * Law ix: "If a player give a check without crying "check," the adversary need not take notice
 * of the check. But if two moves only are made before the discovery of the mistake, the pieces
 * may be replaced, and the game properly played."
 *
 * <p>The cry is an {@code announce} of {@code check} by the checker before the adversary's next
 * move; the discovery is the pointing out ({@code claim} {@code illegal-move}) by either player.
 */
final class LawIxCheck {
    static final String LAW = "ix";

    private LawIxCheck() {
    }

    /** The checker cries the check he has just given, before his adversary moves. */
    static boolean cried(Session<HouseLaws> s) {
        HouseLaws.Check c = s.laws().check();
        if (c == null || c.movesSince() > 0 || s.player().orElse(null) != c.checker()) {
            return false;
        }
        s.laws(s.laws().withCheck(null));
        s.notice(LAW, Optional.empty(), Session.name(c.checker()) + " cries check.");
        return true;
    }

    /**
     * The adversary's move that takes no notice of a check not cried: a move that would be legal
     * were the men giving the check not attacking his King. ix lets it stand, so it goes to the code
     * beneath, given by its squares, as a move that stands ({@code Session.toBaseExcused}); a
     * supplement is consulted only where these laws are silent, so its law on illegal moves does
     * not hear it. Empty for every other act, a legal move among them.
     */
    static Optional<Action.MoveMade> notNoticing(Session<HouseLaws> s) {
        HouseLaws.Check c = s.laws().check();
        Position p = s.board();
        // Only a move can take no notice of the check; every other act is heard as it would be without one.
        Action.MoveMade m = switch (s.action().kind()) {
            case MOVE_MADE -> (Action.MoveMade) s.action();
            case TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE, REQUIRE, REFUSE,
                 OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
                 CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE,
                 APPEAL, DECIDE_APPEAL -> null;
        };
        if (c == null || m == null || s.player().orElse(null) != p.sideToMove()
                || p.sideToMove() == c.checker() || !p.isCheck()) {
            return Optional.empty();
        }
        Position unchecked = withoutCheckingMen(p);
        Optional<Move> move = m.notation().isPresent()
                ? Optional.of(Notation.read(unchecked, m.notation().get())).filter(Reading.Exact.class::isInstance)
                        .map(r -> ((Reading.Exact) r).move())
                : unchecked.legalMovesFrom(m.from().orElseThrow()).stream()
                        .filter(x -> x.to() == m.to().orElseThrow() && x.promotion().equals(m.promote())).findFirst();
        return move.filter(x -> !p.isLegal(x)).map(x -> new Action.MoveMade(m.stamp(), Optional.empty(),
                Optional.of(x.from()), Optional.of(x.to()), x.promotion()));
    }

    /**
     * The board without the men that give the check: the fewest of the checker's men whose removal
     * leaves the King unattacked (one, or two for a double check); no castling, which is never made
     * out of a check.
     */
    private static Position withoutCheckingMen(Position p) {
        List<Square> theirs = p.men().entrySet().stream()
                .filter(e -> e.getValue().color() != p.sideToMove() && e.getValue().type() != PieceType.KING)
                .map(Map.Entry::getKey).toList();
        for (Square one : theirs) {
            Position without = without(p, one, one);
            if (!without.isCheck()) {
                return without;
            }
        }
        for (int i = 0; i < theirs.size(); i++) {
            for (int j = i + 1; j < theirs.size(); j++) {
                Position without = without(p, theirs.get(i), theirs.get(j));
                if (!without.isCheck()) {
                    return without;
                }
            }
        }
        return p;
    }

    private static Position without(Position p, Square a, Square b) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(p.men());
        men.remove(a);
        men.remove(b);
        return Position.setup(men, p.sideToMove(), Set.of(), Optional.empty());
    }

    /**
     * After a move: an uncried check ignored by the adversary stands, and a new check awaits its
     * cry; while an uncried check is still open, the moves are counted against it instead.
     */
    static void moved(Session<HouseLaws> s, Color mover) {
        HouseLaws.Check c = s.laws().check();
        HouseLaws.Check next = null;
        boolean answered = c != null && mover != c.checker() && !leftInCheck(s.board(), mover);
        if (c != null && !answered) {
            next = new HouseLaws.Check(c.checker(), c.afterCheck(), c.movesSince() + 1);
            if (mover != c.checker() && leftInCheck(s.board(), mover) && c.movesSince() == 0) {
                s.rule(LAW, Optional.of(c.checker()), Session.name(c.checker()) + " did not cry check, so " + Session.name(mover)
                        + " need not take notice of it: his move stands.");
            } else if (mover != c.checker() && leftInCheck(s.board(), mover)) {
                s.notice(LAW, Optional.of(c.checker()), Session.name(mover) + " still takes no notice of the check not"
                        + " cried: his move stands.");
            }
        }
        if (next == null && s.board().isCheck() && !s.ended()) {
            next = new HouseLaws.Check(mover, s.base(), 0);
        }
        s.laws(s.laws().withCheck(next));
    }

    /** The uncried check discovered: within two moves the men are replaced; after more, the moves stand. */
    static boolean pointedOut(Session<HouseLaws> s) {
        HouseLaws.Check c = s.laws().check();
        if (c == null || c.movesSince() == 0) {
            return false;
        }
        s.laws(s.laws().withCheck(null));
        if (c.movesSince() <= 2) {
            s.replace(c.afterCheck());
            s.rule(LAW, Optional.empty(), "The uncried check of " + Session.name(c.checker()) + " is discovered after "
                    + c.movesSince() + (c.movesSince() == 1 ? " move" : " moves") + " only: the men are replaced as the"
                    + " check left them, and the game is properly played.");
        } else {
            s.rule(LAW, Optional.empty(), "The uncried check of " + Session.name(c.checker()) + " is discovered after "
                    + c.movesSince() + " moves, more than two: the men are not replaced and the moves stand.");
        }
        return true;
    }

    private static boolean leftInCheck(Position after, Color mover) {
        return after.withSideToMove(mover).isCheck();
    }
}
