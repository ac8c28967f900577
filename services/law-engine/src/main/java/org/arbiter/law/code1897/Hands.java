package org.arbiter.law.code1897;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.sequence.Action;

/**
 * The hand at the board: lifting, placing, releasing and removing men, and accidental
 * displacement. Each change of the men is physical; whether it made a move is judged by
 * {@link Play#judgeWholeChange} once the hand is free (I.14.B, II.6(a)).
 */
final class Hands {
    private Hands() {
    }

    static void lift(Ctx c, Action.Lift a) {
        Game g = c.game;
        Color p = c.player();
        requireOwnTurnForHandling(g, p, "lift");
        requireInPlay(g, "lift");
        if (g.holding() || g.handOnMan) {
            throw Ctx.reject("the hand already holds a man" + (g.liftedFrom == null ? "" : " (from " + g.liftedFrom + ")"));
        }
        Piece man = g.board.pieceAt(a.square()).orElseThrow(() -> Ctx.reject("no man stands on " + a.square() + " to lift"));
        Law05Touching.touch(c, p, a.square());
        g.board = without(g.board, a.square(), g.turn);
        g.inHand = man;
        g.liftedFrom = a.square();
    }

    static void place(Ctx c, Action.Place a) {
        Game g = c.game;
        Color p = c.player();
        if (!g.holding()) {
            Piece knocked = g.offBoard.get(a.square());
            if (knocked == null) {
                throw Ctx.reject("no man is held to be placed on " + a.square());
            }
            Map<Square, Piece> rest = new HashMap<>(g.offBoard);
            rest.remove(a.square());
            g.offBoard = Map.copyOf(rest);
            g.board = put(g.board, a.square(), knocked, g.turn);
            return;
        }
        requireOwnTurnForHandling(g, p, "place");
        if (g.board.pieceAt(a.square()).isPresent()) {
            throw Ctx.reject("a man already stands on " + a.square() + "; it must be removed before another is placed there");
        }
        g.board = put(g.board, a.square(), g.inHand, g.turn);
        g.inHand = null;
        g.placedOn = a.square();
        g.handOnMan = true;
    }

    static void release(Ctx c) {
        Game g = c.game;
        Color p = c.player();
        if (g.holding()) {
            throw Ctx.reject("the man in hand (from " + g.liftedFrom + ") must be placed on a square before the hand quits it");
        }
        if (!g.handOnMan) {
            throw Ctx.reject("the hand rests on no man to release");
        }
        String description = (g.liftedFrom == null ? "" : g.liftedFrom.toString()) + "-" + g.placedOn;
        g.handOnMan = false;
        g.placedOn = null;
        g.liftedFrom = null;
        Play.judgeWholeChange(c, p, description);
    }

    /**
     * {@code remove}: a man taken off the board. An adverse man taken off in one's own turn is the
     * removal of a captured man (I.14.B(a)), unless it is the King, which is never captured (I.11);
     * any other man taken off is a mistaken removal, which
     * II.5(g) orders replaced: "the man must be replaced, and the player may be treated as having
     * touched it."
     */
    static void remove(Ctx c, Action.Remove a) {
        Game g = c.game;
        Color p = c.player();
        Piece man = g.board.pieceAt(a.square()).orElseThrow(() -> Ctx.reject("no man stands on " + a.square() + " to remove"));
        requireInPlay(g, "remove");
        Law05Touching.touch(c, p, a.square());
        if (man.color() != p && p == g.turn && man.type() != PieceType.KING) {
            g.board = without(g.board, a.square(), g.turn);
            Play.judgeWholeChange(c, p, "the removal of the man on " + a.square());
            return;
        }
        if (man.color() == p && p == g.turn && Law04Promotion.pawnOnLastRank(g, p) == a.square()) {
            g.board = without(g.board, a.square(), g.turn);
            g.inHand = null;
            return;
        }
        c.rule("II.5(g)", Ctx.name(p) + " removed " + Law05Touching.describe(g.board, java.util.List.of(a.square()))
                + " by mistake; the man must be replaced, and " + Ctx.name(p) + " may be treated as having touched it.");
    }

    /**
     * {@code displace}: a man knocked off its square or off the board by accident. Replacing it
     * is excluded from Laws 5, 6 and 11 (II.5, bracketed note).
     */
    static void displace(Ctx c, Action.Displace a) {
        Game g = c.game;
        Piece man = g.board.pieceAt(a.square()).orElseThrow(() -> Ctx.reject("no man stands on " + a.square() + " to displace"));
        g.board = without(g.board, a.square(), g.turn);
        if (a.to().isPresent()) {
            if (g.board.pieceAt(a.to().get()).isPresent()) {
                throw Ctx.reject("a man already stands on " + a.to().get() + "; a displaced man is knocked off its square,"
                        + " not onto another man");
            }
            g.board = put(g.board, a.to().get(), man, g.turn);
            g.displaced.add(a.to().get());
        } else {
            Map<Square, Piece> off = new HashMap<>(g.offBoard);
            off.put(a.square(), man);
            g.offBoard = Map.copyOf(off);
        }
        g.displaced.add(a.square());
    }

    /** While the game is adjourned no man is handled in play; the position before adjournment stands (II.7(a)). */
    private static void requireInPlay(Game g, String act) {
        if (g.adjourned) {
            throw Ctx.reject("the game is adjourned; '" + act + "' can only follow 'resume'");
        }
    }

    private static void requireOwnTurnForHandling(Game g, Color p, String act) {
        if (p != g.turn) {
            throw Ctx.reject("'" + act + "' by " + Ctx.name(p) + " in his opponent's turn is not decided at this grain;"
                    + " record a move made out of turn as a whole 'move'");
        }
    }

    static Position without(Position board, Square square, Color side) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.remove(square);
        return Position.setup(men, side, Play.rightsAfter(board.castlingRights(), men), Optional.empty());
    }

    static Position put(Position board, Square square, Piece man, Color side) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.put(square, man);
        return Position.setup(men, side, Play.rightsAfter(board.castlingRights(), men), Optional.empty());
    }
}
