package org.arbiter.law.code1897;

import java.util.EnumSet;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.sequence.Action;

/** Part II, Law 4, and the promotion part of I.11.E(d) and I.14.B(b). */
final class Law04Promotion {
    private Law04Promotion() {
    }

    /**
     * The {@code promote} act. I.14.B(b): promotion is complete when the player has placed a piece
     * in the Pawn's stead and quitted it, or "without removing the Pawn from the board, has quitted
     * the Pawn and named it as a piece". A named Pawn counts as the piece it was named as.
     */
    static void promote(Ctx c, Action.Promote a) {
        Game g = c.game;
        Color p = c.player();
        Square square = pawnOnLastRank(g, p);
        if (square == null) {
            throw Ctx.reject("no " + Ctx.name(p) + " Pawn stands on its eighth rank to be promoted");
        }
        g.board = Hands.put(Hands.without(g.board, square, g.turn), square, Piece.of(p, a.piece()), g.turn);
        if (a.named()) {
            g.namedPromotions.add(square);
        }
        if (p == g.turn) {
            Play.judgeWholeChange(c, p, "the promotion on " + square);
        }
    }

    static Square pawnOnLastRank(Game g, Color p) {
        Piece pawn = Piece.of(p, PieceType.PAWN);
        int rank = p == Color.WHITE ? 7 : 0;
        if (g.placedOn != null && g.board.pieceAt(g.placedOn).orElse(null) == pawn && g.placedOn.rank() == rank) {
            return g.placedOn;
        }
        for (int file = 0; file < 8; file++) {
            Square s = Square.at(file, rank);
            if (g.board.pieceAt(s).orElse(null) == pawn) {
                return s;
            }
        }
        return null;
    }

    static boolean promotionUnderway(Game g, Color p) {
        return pawnOnLastRank(g, p) != null;
    }

    /** Keeps track of named Pawns as they move, and forgets those that are captured. */
    static void followNamedPawns(Game g, Move move) {
        if (g.namedPromotions.isEmpty()) {
            return;
        }
        EnumSet<Square> next = EnumSet.copyOf(g.namedPromotions);
        Color mover = g.board.pieceAt(move.from()).map(Piece::color).orElse(g.turn);
        boolean capturesNamed = g.board.pieceAt(move.to()).map(p -> p.color() != mover).orElse(false);
        if (capturesNamed) {
            next.remove(move.to());
        }
        if (next.remove(move.from())) {
            next.add(move.to());
        }
        g.namedPromotions = next;
    }

    /**
     * II.4(b): the player of a Pawn named as a piece "must, in any turn of his opponent's, should his
     * opponent so require, replace the promoted Pawn by the piece or (in default of the piece) by a
     * sufficient substitute for the piece".
     */
    static void requireReplacement(Ctx c, Color requirer) {
        Game g = c.game;
        Color owner = requirer.opposite();
        EnumSet<Square> own = EnumSet.noneOf(Square.class);
        for (Square s : g.namedPromotions) {
            if (g.board.pieceAt(s).map(p -> p.color() == owner).orElse(false)) {
                own.add(s);
            }
        }
        if (own.isEmpty()) {
            c.rule("II.4(b)", "The requirement fails: " + Ctx.name(owner) + " has no Pawn standing named as a piece.");
            return;
        }
        if (g.turn != requirer) {
            c.rule("II.4(b)", "The requirement fails: it may be made only in " + Ctx.name(requirer) + "'s own turn.");
            return;
        }
        g.namedPromotions.removeAll(own);
        g.pendingRequirementLaw = "II.4(b)";
        c.rule("II.4(b)", Ctx.name(owner) + " must replace the named Pawn on " + own + " by the piece it was named as.");
    }
}
