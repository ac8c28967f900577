package org.arbiter.law.fide2023;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/**
 * Article 4, touching the men (4.2-4.5) and the claim that enforces it (4.8).
 *
 * <ul>
 * <li>4.2: only the player having the move may adjust men, and only after saying he means to;
 * contact that is clearly accidental binds no one.</li>
 * <li>4.3: a player who deliberately touches his own man must move the first such man that can
 * move (4.3.1); touches an opponent's man, must take the first such man that can be taken
 * (4.3.2); touches one of each, must take the opponent's man with his own, or if that is illegal
 * move or take the first touched man that can be moved or taken (4.3.3).</li>
 * <li>4.4: a King and then a Rook touched bind the player to castle on that side if it is legal
 * (4.4.1); a Rook touched before the King forbids castling on that side on that move, and 4.3.1
 * makes him move the Rook (4.4.2); a player who touched King and Rook meaning to castle when that
 * castling is illegal must make another legal move with his King, castling on the other side
 * included, and is free only if the King cannot move (4.4.3).</li>
 * <li>4.5: when none of the touched men can be moved or taken, any legal move may be made.</li>
 * <li>4.8: the opponent loses the right to claim a breach of Article 4 once he deliberately
 * touches a man himself.</li>
 * </ul>
 */
final class Article04TouchMove {
    private Article04TouchMove() {
    }

    /** {@code touch}: a deliberate touch by the player having the move binds him (4.3); an accidental one does not (4.2.2). */
    static Heard<FidePart> touch(FideHearing c, Action.Touch a) {
        Color p = c.player();
        c.men().board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on " + a.square()
                + " to touch"));
        return a.accidental() ? FidePart.NOTHING : touched(c, p, a.square());
    }

    /**
     * A deliberate touch of the man on {@code square} by {@code p}: it binds him when he has the
     * move, and ends his right to claim the opponent's breach of Article 4 (4.8).
     */
    static Heard<FidePart> touched(FideHearing c, Color p, Square square) {
        TouchMove touches = c.touch();
        Heard<FidePart> h = FidePart.NOTHING;
        if (touches.breach() != null && touches.breach().offender() == p.opposite()
                && touches.breach().status() == Breach.Status.OPEN) {
            touches = touches.rightToClaimLost();
            h = FidePart.heard(touches);
        }
        return p == c.turn() ? h.then(touches.touched(square)) : h;
    }

    /** {@code adjust} (4.2.1): the player having the move adjusts without being bound; the other may not adjust at all. */
    static Heard<FidePart> adjust(FideHearing c, Action.Adjust a) {
        Color p = c.player();
        c.men().board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on " + a.square()
                + " to adjust"));
        if (p == c.turn()) {
            return FidePart.NOTHING;
        }
        return FidePart.NOTHING.notice("4.2.1", p, FideHearing.name(p) + " adjusted the man on " + a.square()
                + " without having the move; only the player having the move may adjust.");
    }

    /**
     * Judges the legal move {@code m} made from {@code start} against the men touched before it:
     * the breach it makes, the 4.5 excuse it has, or nothing when it obeys or nothing was touched.
     */
    static Optional<Breach> verdict(Position start, List<Square> touched, Move m) {
        Color mover = start.sideToMove();
        if (touched.isEmpty()) {
            return Optional.empty();
        }
        Optional<Square> king = FideMen.king(start, mover);
        if (start.isCastling(m)) {
            Square rook = castlingRook(m);
            int r = touched.indexOf(rook);
            int k = king.map(touched::indexOf).orElse(-1);
            if (r >= 0 && (k < 0 || r < k)) {
                return open(mover, "4.4.2", name(start, rook) + " was touched before the King, so castling on that side"
                        + " was not allowed on this move and the Rook must be moved", start, touched);
            }
            return Optional.empty();
        }
        if (king.isPresent() && touched.indexOf(king.get()) >= 0) {
            for (Square s : touched.subList(touched.indexOf(king.get()) + 1, touched.size())) {
                if (start.pieceAt(s).equals(Optional.of(Piece.of(mover, PieceType.ROOK)))
                        && s.rank() == king.get().rank()) {
                    return castlingIntent(start, touched, m, king.get(), s);
                }
            }
        }
        return generic(start, touched, m);
    }

    /** 4.4.1 and 4.4.3: King and then Rook touched, meaning to castle. */
    private static Optional<Breach> castlingIntent(Position start, List<Square> touched, Move m, Square king, Square rook) {
        Color mover = start.sideToMove();
        Optional<Move> castling = start.legalMoves().stream().filter(start::isCastling)
                .filter(x -> castlingRook(x) == rook).findFirst();
        if (castling.isPresent()) {
            return m.equals(castling.get()) ? Optional.empty() : open(mover, "4.4.1", FideHearing.name(mover)
                    + " touched his King and then " + name(start, rook) + ", and castling on that side was legal, so he"
                    + " must castle there", start, touched);
        }
        if (start.legalMovesFrom(king).isEmpty()) {
            return Optional.empty();
        }
        return m.from() == king ? Optional.empty() : open(mover, "4.4.3", "castling with " + name(start, rook)
                + " was illegal, so " + FideHearing.name(mover) + " must make another legal move with his King", start, touched);
    }

    /** 4.3.1-4.3.3 and 4.5. */
    private static Optional<Breach> generic(Position start, List<Square> touched, Move m) {
        Color mover = start.sideToMove();
        List<Square> own = touched.stream().filter(s -> owner(start, s) == mover).toList();
        List<Square> theirs = touched.stream().filter(s -> owner(start, s) == mover.opposite()).toList();
        if (!own.isEmpty() && !theirs.isEmpty()) {
            Square o = own.get(0);
            Square t = theirs.get(0);
            boolean canTake = start.legalMovesFrom(o).stream().anyMatch(x -> captured(start, x) == t);
            if (canTake) {
                return m.from() == o && captured(start, m) == t ? Optional.empty() : open(mover, "4.3.3",
                        FideHearing.name(mover) + " touched " + name(start, o) + " and " + name(start, t)
                                + ", and must take the one with the other", start, touched);
            }
        }
        for (Square s : touched) {
            boolean ownMan = owner(start, s) == mover;
            boolean possible = ownMan ? !start.legalMovesFrom(s).isEmpty()
                    : start.legalMoves().stream().anyMatch(x -> captured(start, x) == s);
            if (!possible) {
                continue;
            }
            boolean obeyed = ownMan ? m.from() == s : captured(start, m) == s;
            String article = !own.isEmpty() && !theirs.isEmpty() ? "4.3.3" : ownMan ? "4.3.1" : "4.3.2";
            return obeyed ? Optional.empty() : open(mover, article, FideHearing.name(mover) + " touched " + name(start, s)
                    + (ownMan ? ", which could be moved, and must move it" : ", which could be taken, and must take it"),
                    start, touched);
        }
        if (touched.contains(m.from())) {
            return Optional.empty();
        }
        return Optional.of(new Breach(mover, "4.5", "none of the men " + FideHearing.name(mover)
                + " touched could be moved or taken, so any legal move was his to make", start, touched,
                Breach.Status.EXCUSED));
    }

    /**
     * {@code claim touch-move} (4.3, 4.8): when the opponent's last move broke Article 4 and the
     * claimant has touched no man since, the move is taken back and the offender must move again
     * with the same men touched; otherwise the claim fails.
     */
    static Heard<FidePart> claim(FideHearing c) {
        Color claimant = c.player();
        Breach b = c.touch().breach();
        if (!c.line().isEmpty() && c.line().last().mover() == claimant) {
            // Moving touches a man, so a claim made after the claimant's own move is lost as one
            // made after a touch is, whatever the opponent's move was.
            return FidePart.NOTHING.rule("4.8", claimant, "The claim fails: " + FideHearing.name(claimant)
                    + " has moved since, touching a man, and so lost the right to claim under Article 4.");
        }
        if (b == null || b.offender() != claimant.opposite()) {
            return FidePart.NOTHING.rule("4.3", claimant, "The claim fails: " + FideHearing.name(claimant.opposite())
                    + " made no move against Article 4 that is still open to a claim.");
        }
        if (b.status() == Breach.Status.EXCUSED) {
            return FidePart.NOTHING.rule("4.5", claimant, "The claim fails: " + b.why() + ".");
        }
        if (b.status() == Breach.Status.RIGHT_LOST) {
            return FidePart.NOTHING.rule("4.8", claimant, "The claim fails: " + FideHearing.name(claimant)
                    + " touched a man himself after the move, and so lost the right to claim under Article 4.");
        }
        return FidePart.heard(c.line().withoutLast(), c.men().takenBack(b.before()), new TouchMove(b.touched(), null),
                c.clock().running(b.offender(), c.now())).rule(b.article(), b.offender(), "The claim is upheld: "
                + b.why() + "; the move is taken back and " + FideHearing.name(b.offender()) + " must move again.");
    }

    private static Optional<Breach> open(Color mover, String article, String why, Position start, List<Square> touched) {
        return Optional.of(new Breach(mover, article, why, start, touched, Breach.Status.OPEN));
    }

    /** The square of the man {@code m} takes from {@code start}, or null when it takes none. */
    static Square captured(Position start, Move m) {
        if (start.isEnPassant(m)) {
            return Square.at(m.to().file(), m.from().rank());
        }
        return start.pieceAt(m.to()).isPresent() ? m.to() : null;
    }

    private static Color owner(Position start, Square s) {
        return start.pieceAt(s).map(Piece::color).orElse(null);
    }

    private static Square castlingRook(Move castling) {
        return Square.at(castling.to().file() > castling.from().file() ? 7 : 0, castling.from().rank());
    }

    private static String name(Position start, Square s) {
        return start.pieceAt(s).map(p -> "the " + p.type().codeName() + " on " + s).orElse("the empty square " + s);
    }
}
