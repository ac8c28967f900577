package org.arbiter.law.words;

import java.util.Optional;
import org.arbiter.chess.Square;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.DraughtsSquares;

/**
 * An act of a draughts game as one sentence, naming squares by their numbers and men as they stood
 * before it; the acts that name no square are worded as {@link ActWords} words them.
 */
final class DraughtsWords {
    private DraughtsWords() {
    }

    static String describe(Action act, GameState before) {
        String who = act.by() == Actor.ARBITER ? "The arbiter" : act.by() == Actor.WHITE ? "White" : "Black";
        String sentence = sentence(act, before, who);
        if (sentence == null) {
            return ActWords.describe(act, before);
        }
        return sentence + act.stamp().at().map(d -> " (at " + ActWords.duration(d) + ")").orElse("");
    }

    private static String sentence(Action a, GameState before, String who) {
        if (a instanceof Action.MoveMade m) {
            return who + " moves " + m.notation().orElseGet(() -> number(m.from().orElseThrow()) + "-"
                    + number(m.to().orElseThrow()));
        } else if (a instanceof Action.Touch t) {
            return who + " touches " + man(before, t.square(), a.by()) + (t.accidental() ? " by accident" : "");
        } else if (a instanceof Action.Adjust x) {
            return who + " adjusts " + man(before, x.square(), a.by());
        } else if (a instanceof Action.Lift l) {
            return who + " lifts " + man(before, l.square(), a.by());
        } else if (a instanceof Action.Place p) {
            return who + " shows the man on " + number(p.square());
        } else if (a instanceof Action.Release) {
            return who + " lets go of the man";
        } else if (a instanceof Action.Remove r) {
            return who + " takes " + man(before, r.square(), a.by()) + " off the board";
        } else if (a instanceof Action.Huff h) {
            return who + " huffs " + man(before, h.square(), a.by());
        } else if (a instanceof Action.Compel) {
            return who + " compels his opponent to take";
        } else if (a instanceof Action.DraughtsOffence o) {
            return who + (o.offence() == Action.DraughtsOffenceKind.LEAVE_ROOM
                    ? " leaves the room without his adversary's consent" : " obstructs his adversary's view of the board");
        } else if (a instanceof Action.Call c) {
            return who + " calls on his opponent to win in "
                    + (c.what() == Action.CallKind.FIFTY_MOVES ? "fifty" : "twenty") + " moves";
        }
        return null;
    }

    /** "his man on 11", "White's King on 27", as seen by the one who acts. */
    private static String man(GameState before, Square square, Actor by) {
        int n = number(square);
        Optional<Piece> piece = n == 0 ? Optional.empty() : DraughtsPosition.fromFen(before.position()).pieceAt(n);
        if (piece.isEmpty()) {
            return "the empty square " + (n == 0 ? square.toString() : String.valueOf(n));
        }
        Actor owner = piece.get().side() == Side.WHITE ? Actor.WHITE : Actor.BLACK;
        String whose = owner == by ? "his " : (owner == Actor.WHITE ? "White's " : "Black's ");
        return whose + (piece.get().isKing() ? "King" : "man") + " on " + n;
    }

    private static int number(Square square) {
        return DraughtsSquares.number(square);
    }
}
