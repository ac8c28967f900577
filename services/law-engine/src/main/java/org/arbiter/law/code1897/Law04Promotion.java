package org.arbiter.law.code1897;

import java.util.EnumSet;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
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
    static Heard<Code1897Part> promote(Code1897Hearing c, Action.Promote a) {
        Color p = c.player();
        Square square = pawnOnLastRank(c, p);
        if (square == null) {
            throw Code1897Hearing.reject("no " + Code1897Hearing.name(p) + " Pawn stands on its eighth rank to be promoted");
        }
        BoardAndRecord promoted = c.game().takenOff(square).setDown(square, Piece.of(p, a.piece()));
        Heard<Code1897Part> heard = Code1897Part.heard(a.named() ? promoted.named(square) : promoted);
        if (p == c.game().turn()) {
            return heard.then(Code1897Play.judgeWholeChange(c.after(heard), p, "the promotion on " + square));
        }
        return heard;
    }

    static Square pawnOnLastRank(Code1897Hearing c, Color p) {
        Piece pawn = Piece.of(p, PieceType.PAWN);
        int rank = p == Color.WHITE ? 7 : 0;
        if (c.handling().hand().placedOn() != null && c.game().board().pieceAt(c.handling().hand().placedOn()).orElse(null) == pawn && c.handling().hand().placedOn().rank() == rank) {
            return c.handling().hand().placedOn();
        }
        for (int file = 0; file < 8; file++) {
            Square s = Square.at(file, rank);
            if (c.game().board().pieceAt(s).orElse(null) == pawn) {
                return s;
            }
        }
        return null;
    }

    static boolean promotionUnderway(Code1897Hearing c, Color p) {
        return pawnOnLastRank(c, p) != null;
    }

    /** The named Pawns once {@code move} is made in {@code game}: followed as they move, forgotten when captured. */
    static Set<Square> namedAfter(BoardAndRecord game, Move move) {
        if (game.namedPromotions().isEmpty()) {
            return game.namedPromotions();
        }
        EnumSet<Square> next = EnumSet.copyOf(game.namedPromotions());
        Color mover = game.board().pieceAt(move.from()).map(Piece::color).orElse(game.turn());
        boolean capturesNamed = game.board().pieceAt(move.to()).map(p -> p.color() != mover).orElse(false);
        if (capturesNamed) {
            next.remove(move.to());
        }
        if (next.remove(move.from())) {
            next.add(move.to());
        }
        return next;
    }

    /**
     * II.4(b): the player of a Pawn named as a piece "must, in any turn of his opponent's, should his
     * opponent so require, replace the promoted Pawn by the piece or (in default of the piece) by a
     * sufficient substitute for the piece".
     */
    static Heard<Code1897Part> requireReplacement(Code1897Hearing c, Color requirer) {
        Color owner = requirer.opposite();
        EnumSet<Square> own = EnumSet.noneOf(Square.class);
        for (Square s : c.game().namedPromotions()) {
            if (c.game().board().pieceAt(s).map(p -> p.color() == owner).orElse(false)) {
                own.add(s);
            }
        }
        if (own.isEmpty()) {
            return Code1897Part.NOTHING.rule("II.4(b)", requirer, "The requirement fails: " + Code1897Hearing.name(owner)
                    + " has no Pawn standing named as a piece.");
        }
        if (c.game().turn() != requirer) {
            return Code1897Part.NOTHING.rule("II.4(b)", requirer, "The requirement fails: it may be made only in "
                    + Code1897Hearing.name(requirer) + "'s own turn.");
        }
        return Code1897Part.heard(c.game().namedReplaced(own), c.penalties().requirementMade("II.4(b)")).rule("II.4(b)", owner, Code1897Hearing.name(owner) + " must replace the named Pawn on " + own
                + " by the piece it was named as.");
    }
}
