package org.arbiter.law.householddraughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.DraughtsSquares;

/**
 * Law iv: "The man touched must be moved, but the men may be properly adjusted during any part of
 * the game. After they are so placed, if either player, when it is his turn to play, touch a man,
 * he must move it. If a man be so moved as to be visible on the angle separating the squares, the
 * player so touching the man must move it to the square indicated. [By this it is meant that a
 * player may not move first to one square and then to another. Once moved on to a square, the man
 * must remain there.]"
 *
 * <p>A {@code touch} or {@code lift} of one of his own men by the player to move binds him to move
 * it, if it has a legal move; an {@code adjust} binds nothing, nor does an accidental touch. A
 * {@code place} is the man shown on a square, or on the angle towards it: once shown, the man
 * remains there, and a second {@code place} elsewhere does not stand, unless it goes on with the
 * jumps of a capture. Letting go ({@code release}) makes the move from the square lifted along the
 * squares shown; a man put back on the square it was lifted from is shown on no square, and letting
 * it go makes no move (a touch still binds). A move of another man than the one bound does not stand.
 */
final class LawIvTouch {
    static final String LAW = "iv";

    private LawIvTouch() {
    }

    static void touched(DraughtsHearing h, Action.Touch t) {
        int square = number(t.square());
        Piece man = man(h.game.board(), square);
        if (t.accidental()) {
            h.notice(LAW, "The man on " + square + " was touched by accident: it need not be moved.");
            return;
        }
        bind(h, square, man, true);
    }

    static void adjusted(DraughtsHearing h, Action.Adjust a) {
        int square = number(a.square());
        man(h.game.board(), square);
        h.notice(LAW, DraughtsMen.name(h.player()) + " adjusts the man on " + square
                + ": the men may be properly adjusted during any part of the game.");
    }

    static void lifted(DraughtsHearing h, Action.Lift l) {
        int square = number(l.square());
        Piece man = man(h.game.board(), square);
        if (h.game.held().lifted() != 0) {
            throw new ActionRejected("the hand already holds the man from " + h.game.held().lifted());
        }
        bind(h, square, man, false);
        h.game = h.game.lifted(square);
    }

    static void placed(DraughtsHearing h, Action.Place p) {
        int square = number(p.square());
        DraughtsGame.Hand hand = h.game.held();
        if (hand.lifted() == 0) {
            throw new ActionRejected("no man is held to put down on " + square);
        }
        if (square != hand.lifted() && h.game.board().pieceAt(square).isPresent()) {
            throw new ActionRejected("square " + square + " is occupied");
        }
        List<Integer> shown = hand.placed();
        if (shown.isEmpty() && square == hand.lifted()) {
            return; // put back on its own square, the man is moved to no square: letting go makes no move
        }
        boolean jumping = !shown.isEmpty() && DraughtsMen.between(hand.lifted(), shown.get(0)) != 0
                && DraughtsMen.between(shown.get(shown.size() - 1), square) != 0;
        if (shown.isEmpty() || jumping) {
            h.game = h.game.shownOn(square);
            return;
        }
        int standing = shown.get(shown.size() - 1);
        h.rule(LAW, Optional.of(h.player()), "The man was shown on " + standing + " and must remain there;"
                + " it may not be moved first to one square and then to another: it goes to " + standing + ".");
    }

    static void released(DraughtsHearing h) {
        DraughtsGame.Hand hand = h.game.held();
        if (hand.lifted() == 0) {
            throw new ActionRejected("the hand holds no man to let go of");
        }
        h.game = h.game.letGo();
        if (hand.placed().isEmpty()) {
            return;
        }
        List<Integer> path = new ArrayList<>();
        path.add(hand.lifted());
        path.addAll(hand.placed());
        DraughtsPlay.move(h, List.copyOf(path));
    }

    /**
     * Whether a move of another man than the one touched was refused: the touched man must be
     * moved, so the move does not stand and the men are unchanged.
     */
    static boolean anotherManMoved(DraughtsHearing h, List<Integer> path) {
        int touched = h.game.held().touched();
        if (touched == 0 || touched == path.get(0) || h.game.board().sideToMove() != h.player()) {
            return false;
        }
        h.rule(LAW, Optional.of(h.player()), "The man touched must be moved: the move from " + path.get(0)
                + " does not stand, and " + DraughtsMen.name(h.player()) + " must move the man on " + touched + ".");
        return true;
    }

    /** Binds the player to move the man, saying so when {@code told}: a lifted man is seen to be moving. */
    private static void bind(DraughtsHearing h, int square, Piece man, boolean told) {
        Side side = h.player();
        DraughtsGame.Hand hand = h.game.held();
        if (side != h.game.board().sideToMove() || man.side() != side || hand.touched() != 0) {
            return;
        }
        boolean movable = h.game.board().legalMoves().stream().anyMatch(m -> m.from() == square);
        if (!movable) {
            h.notice(LAW, "The man on " + square + " has no move to make: touching it binds nothing.");
            return;
        }
        h.game = h.game.touched(square);
        if (!told) {
            return;
        }
        h.notice(LAW, DraughtsMen.name(side) + " touched the man on " + square + " when it was his turn to play: he must"
                + " move it.");
    }

    private static Piece man(DraughtsPosition board, int square) {
        return board.pieceAt(square).orElseThrow(() -> new ActionRejected("there is no man on " + square));
    }

    static int number(org.arbiter.chess.Square square) {
        int n = DraughtsSquares.number(square);
        if (n == 0) {
            throw new ActionRejected(square + " is a light square, on which no draughts man stands");
        }
        return n;
    }
}
