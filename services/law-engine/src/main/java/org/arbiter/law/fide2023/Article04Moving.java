package org.arbiter.law.fide2023;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/**
 * Article 4, making a move with the hand (4.6, 4.7), and the move once made.
 *
 * <ul>
 * <li>4.6: a move is made when the man is released on its new square; a capture when the taken man
 * is off the board and the capturing man released; castling when the Rook is released on the
 * square the King crossed (once the King is released, only castling on that side may follow);
 * a promotion when the new piece is released on the promotion square and the Pawn is gone.</li>
 * <li>4.7: a man released on a square as a legal move cannot then be moved elsewhere; the move is
 * made and the opponent has the move (1.3).</li>
 * </ul>
 * A change of the men that is neither a legal move nor a legal move underway is an illegal move
 * made, which Article 7 rules on once it is completed; so is any handling of the men by a player
 * whose move is made but who has not yet pressed his clock (4.7), such as a King moved after the
 * Rook in a castling begun with the Rook (4.4.2 then forbids castling: the Rook's move stands).
 */
final class Article04Moving {
    private Article04Moving() {
    }

    /** A whole move: the man touched, transferred, any taken man removed and the hand released (4.6). */
    static Heard<FidePart> move(FideHearing c, Action.MoveMade a) {
        Color p = c.player();
        Heard<FidePart> h = Article07Irregularities.completeOpponents(c, p);
        FideHearing v = c.after(h);
        if (v.handlesAfterMove(p) && !v.men().hands().busy() && a.notation().isEmpty()) {
            Move m = transfer(v, p, a);
            h = h.then(Article07Irregularities.movedAgain(v, p, m.from()));
            Chessmen standing = c.after(h).men();
            Piece man = standing.board().pieceAt(m.from()).orElseThrow();
            return h.then(standing.transferred(m.from(), m.to(), m.promotion().map(t -> Piece.of(p, t)).orElse(man)));
        }
        Heard<FidePart> out = outOfTurn(v, p, "move");
        if (!out.isEmpty()) {
            return h.then(out);
        }
        if (!v.men().hands().busy() && !v.men().board().equals(v.men().turnStart()) && a.notation().isEmpty()
                && a.from().isPresent() && a.to().isPresent()) {
            return h.then(byHand(v, a));
        }
        if (v.men().hands().busy() || !v.men().board().equals(v.men().turnStart())) {
            throw FideHearing.reject("men have been handled in this turn; give the rest as lift, place and release");
        }
        Move m = a.notation().isPresent() ? resolve(v.men().board(), a.notation().get()) : transfer(v, p, a);
        List<Square> before = v.touch().touched();
        if (v.men().board().isLegal(m)) {
            h = h.then(made(v, m, before));
        } else {
            h = h.then(Article04TouchMove.touched(v, p, m.from()));
            Chessmen standing = c.after(h).men();
            Piece man = standing.board().pieceAt(m.from()).orElseThrow();
            Piece placed = m.promotion().map(t -> Piece.of(p, t)).orElse(man);
            h = h.then(standing.transferred(m.from(), m.to(), placed));
            boolean pawnOnLastRank = placed.type() == PieceType.PAWN && m.to().rankFor(p) == 8;
            h = h.then(Article07Irregularities.changed(c.after(h), p, m.from(), m.to(), pawnOnLastRank));
        }
        return h.then(Article07Irregularities.completeWithoutClock(c.after(h)));
    }

    /**
     * A whole move of one man after men were handled in the turn (a King put on his castling
     * square, then the Rook's transfer seen only by its result, as a board writes it): the hand's
     * own acts, any man on the square taken off first, so the men stand as the board shows them.
     */
    private static Heard<FidePart> byHand(FideHearing c, Action.MoveMade a) {
        Square from = a.from().orElseThrow();
        Square to = a.to().orElseThrow();
        Heard<FidePart> h = FidePart.NOTHING;
        if (c.men().board().pieceAt(to).isPresent()) {
            h = h.then(remove(c, new Action.Remove(a.stamp(), to)));
        }
        h = h.then(lift(c.after(h), new Action.Lift(a.stamp(), from)));
        h = h.then(place(c.after(h), new Action.Place(a.stamp(), to)));
        if (a.promote().isPresent()) {
            h = h.then(promote(c.after(h), new Action.Promote(a.stamp(), a.promote().get(), false)));
        }
        return h.then(release(c.after(h)));
    }

    static Heard<FidePart> lift(FideHearing c, Action.Lift a) {
        Color p = c.player();
        Heard<FidePart> h = Article07Irregularities.completeOpponents(c, p);
        FideHearing v = c.after(h);
        boolean again = v.handlesAfterMove(p);
        if (!again && p != v.turn()) {
            return h.then(outOfTurn(v, p, "lift"));
        }
        Piece man = v.men().board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on "
                + a.square() + " to lift"));
        if (man.color() != p) {
            throw FideHearing.reject("an adverse man is taken off the board with 'remove', not lifted");
        }
        h = h.then(again ? Article07Irregularities.movedAgain(v, p, a.square()) : Article04TouchMove.touched(v, p, a.square()));
        return h.then(c.after(h).men().lifted(a.square(), man));
    }

    static Heard<FidePart> place(FideHearing c, Action.Place a) {
        Color p = c.player();
        if (c.men().hands().held().isEmpty() && c.men().hands().aside().isEmpty()) {
            if (!c.men().displaced().containsKey(a.square()) && p != c.turn() && !c.handlesAfterMove(p)) {
                return outOfTurn(c, p, "place");
            }
            return Article07Irregularities.replaceDisplaced(c, a.square());
        }
        if (c.men().board().pieceAt(a.square()).isPresent()) {
            boolean chess960King = c.men().hands().next().man().type() == PieceType.KING && c.men().turnStart().isChess960();
            throw FideHearing.reject("a man already stands on " + a.square() + "; it must be removed first" + (chess960King
                    ? " (to castle in Chess960, set the King down beside the board, move the Rook, then put the King on"
                    + " his square: Guidelines II.3.2.5.1)" : ""));
        }
        if (!c.handlesAfterMove(p) && p != c.turn()) {
            return outOfTurn(c, p, "place");
        }
        return FidePart.heard(c.men().placed(a.square()));
    }

    static Heard<FidePart> release(FideHearing c) {
        Color p = c.player();
        if (c.men().hands().resting().isEmpty() && c.men().hands().held().isEmpty() && p != c.turn()) {
            return outOfTurn(c, p, "release");
        }
        if (c.men().hands().resting().isEmpty()) {
            Heard<FidePart> aside = kingSetAside(c, p);
            if (!aside.isEmpty()) {
                return aside;
            }
            throw FideHearing.reject(c.men().hands().held().isEmpty() ? "no hand rests on a man to release"
                    : "the man in hand must be put on a square before the hand quits it");
        }
        Heard<FidePart> h = FidePart.heard(c.men().released());
        FideHearing v = c.after(h);
        return v.movingAgain() ? h : h.then(judge(v));
    }

    /**
     * Guidelines II.3.2.5.1: in a Chess960 game, castling by hand is best done by moving the King
     * outside the playing surface next to his final square, then the Rook to its final square, and
     * then setting the King on his; so the hand that quits the King it holds, before he is put on a
     * square, sets him down beside the board (a notice says so), and the next {@code place} with no
     * man in hand puts him on the board. Anything else let go off the board is refused: nothing.
     */
    private static Heard<FidePart> kingSetAside(FideHearing c, Color p) {
        List<HeldMen.Held> held = c.men().hands().held();
        if (p != c.turn() || held.size() != 1 || held.get(0).man().type() != PieceType.KING
                || !c.men().turnStart().isChess960()) {
            return FidePart.NOTHING;
        }
        return FidePart.heard(c.men().setAside()).notice("II.3.2.5.1", p, FideHearing.name(p) + " sets his King down"
                + " beside the board, as a Chess960 castling by hand is best begun; the move is made once the King is"
                + " released on his square.");
    }

    /** {@code remove}: an adverse man taken off in a capture, or the player's own Pawn taken off the last rank. */
    static Heard<FidePart> remove(FideHearing c, Action.Remove a) {
        Color p = c.player();
        Heard<FidePart> h = Article07Irregularities.completeOpponents(c, p);
        FideHearing v = c.after(h);
        boolean again = v.handlesAfterMove(p);
        if (!again && p != v.turn()) {
            return h.then(outOfTurn(v, p, "remove"));
        }
        Piece man = v.men().board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on "
                + a.square() + " to remove"));
        if (man.type() == PieceType.KING) {
            throw FideHearing.reject("a King is never taken off the board");
        }
        if (again) {
            h = h.then(Article07Irregularities.movedAgain(v, p, a.square()));
            return h.then(c.after(h).men().takenOff(a.square()));
        }
        h = h.then(Article04TouchMove.touched(v, p, a.square()));
        h = h.then(c.after(h).men().takenOff(a.square()));
        return h.then(judge(c.after(h)));
    }

    /**
     * {@code promote}: the new piece put on the promotion square in place of the Pawn (4.6.3);
     * naming it is not enough. The Pawn still in hand is off the board. The first piece put on
     * the square is the choice (4.4.4): another put there later in the move is not the promoted
     * piece, and the arbiter rules the first stands there.
     */
    static Heard<FidePart> promote(FideHearing c, Action.Promote a) {
        Color p = c.player();
        if (p != c.turn()) {
            return outOfTurn(c, p, "promote");
        }
        if (a.named()) {
            return FidePart.NOTHING.notice("4.6.3", p, FideHearing.name(p) + " only named the piece; a promotion is"
                    + " made by putting the new piece on the square, so the Pawn stays a Pawn.");
        }
        Chessmen.Promoted chosen = c.men().promoted();
        Square square = chosen != null ? chosen.on() : promotionSquare(c, p).orElseThrow(() -> FideHearing.reject(
                "no Pawn of " + FideHearing.name(p) + " stands on, or has just left, its last rank"));
        Piece pawn = Piece.of(p, PieceType.PAWN);
        Piece piece = chosen == null ? Piece.of(p, a.piece()) : chosen.piece();
        Heard<FidePart> h = FidePart.NOTHING;
        if (chosen != null && piece.type() != a.piece()) {
            h = h.rule("4.4.4", p, FideHearing.name(p) + " had put a " + piece.type().codeName() + " on " + square
                    + ", which fixed his choice; the " + a.piece().codeName() + " is not the promoted piece, and the "
                    + piece.type().codeName() + " stands on " + square + ".");
        }
        h = h.then(c.men().promotedOn(square, piece, held -> held.man() == pawn && held.from().rankFor(p) == 7
                || held.man() == piece && held.from() == square));
        return h.then(judge(c.after(h)));
    }

    private static Optional<Square> promotionSquare(FideHearing c, Color p) {
        Piece pawn = Piece.of(p, PieceType.PAWN);
        Optional<Square> standing = c.men().board().men().entrySet().stream()
                .filter(e -> e.getValue() == pawn && e.getKey().rankFor(p) == 8).map(java.util.Map.Entry::getKey).findFirst();
        if (standing.isPresent()) {
            return standing;
        }
        return c.men().turnStart().legalMoves().stream().filter(m -> m.promotion().isPresent())
                .filter(m -> FideMen.without(c.men().turnStart().play(m), m.to()).placement().equals(c.men().board().placement()))
                .map(Move::to).findFirst();
    }

    /**
     * 4.6 applied once every hand is free: the whole change since the player got the move is a
     * legal move made, a legal move still underway, or an illegal move made.
     */
    static Heard<FidePart> judge(FideHearing c) {
        if (c.men().hands().busy()) {
            return FidePart.NOTHING;
        }
        Position start = c.men().turnStart();
        String now = c.men().board().placement();
        Color p = c.turn();
        if (now.equals(start.placement())) {
            return FidePart.heard(c.irregular().withoutUncompleted(p));
        }
        for (Move m : start.legalMoves()) {
            if (start.play(m).placement().equals(now)) {
                Heard<FidePart> h = FidePart.heard(c.men().standing(start));
                h = h.then(made(c.after(h), m, c.touch().touched()));
                return h.then(Article07Irregularities.completeWithoutClock(c.after(h)));
            }
        }
        Optional<Move> unexchanged = start.legalMoves().stream().filter(m -> m.promotion().isPresent())
                .filter(m -> FideMen.with(start.play(m), m.to(), Piece.of(p, PieceType.PAWN)).placement().equals(now))
                .findFirst();
        Heard<FidePart> h;
        if (unexchanged.isPresent()) {
            h = Article07Irregularities.changed(c, p, unexchanged.get().from(), unexchanged.get().to(), true);
        } else if (underway(c, start, now)) {
            return FidePart.NOTHING;
        } else {
            h = Article07Irregularities.changedByHand(c, p);
        }
        return h.then(Article07Irregularities.completeWithoutClock(c.after(h)));
    }

    /**
     * A castling whose King is released on his castled square but not yet its Rook (4.6.2; in Chess960
     * the double-move castling of Guidelines II.3.2.1), a capture whose taken man is off, or a
     * promotion whose Pawn is off (4.6).
     */
    private static boolean underway(FideHearing c, Position start, String now) {
        for (Move m : start.legalMoves()) {
            Position after = start.play(m);
            if (start.isCastling(m) && FideMen.with(FideMen.without(start, m.from()), start.castledKingSquare(m),
                    start.pieceAt(m.from()).orElseThrow()).placement().equals(now)) {
                return true;
            }
            Square taken = Article04TouchMove.captured(start, m);
            if (taken != null && FideMen.without(start, taken).placement().equals(now)) {
                return true;
            }
            if (m.promotion().isPresent() && FideMen.without(after, m.to()).placement().equals(now)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The legal move {@code m} is made from the position the player got the move in: the touched
     * men judge it (Article 4), a move written with a failed claim must be this one (9.5.3), and
     * the game may end with it (Articles 5 and 9.6).
     */
    static Heard<FidePart> made(FideHearing c, Move m, List<Square> touchedBefore) {
        Color p = c.turn();
        Position start = c.men().board();
        Optional<Breach> verdict = Article04TouchMove.verdict(start, touchedBefore, m);
        Move played = Article09Draws.played(c, m);
        Heard<FidePart> h = Article09Draws.writtenMoveKept(c, p, m);
        if (!played.equals(m)) {
            verdict = Optional.empty();
        }
        Position after = start.play(played);
        FideHearing v = c.after(h);
        boolean twoHands = v.men().hands().twoHands();
        h = h.then(v.line().plus(new Ply(c.seq, p, start, played, true, PositionKey.fide(after))))
                .then(v.men().moveMade(after)).then(TouchMove.afterMove(verdict.orElse(null)))
                .then(v.draws().moveMade(p)).then(v.irregular().withoutUncompleted(p));
        h = h.then(AppendixRapidBlitz.opponentMoved(c.after(h), p));
        if (twoHands) {
            h = h.then(c.after(h).irregular().made(
                    new Irregularity(Irregularity.Kind.TWO_HANDS, p, start, played.from(), played.to(), false)));
        }
        h = h.then(Article05Completion.afterMove(c.after(h), p));
        v = c.after(h);
        return v.finished() ? h : h.then(Article09Draws.afterMove(v));
    }

    static Move resolve(Position board, String text) {
        Reading reading = Notation.read(board, text);
        if (reading instanceof Reading.Exact exact) {
            return exact.move();
        }
        throw FideHearing.reject("'" + text + "' names no single legal move here; an illegal transfer is given with from and to");
    }

    private static Move transfer(FideHearing c, Color p, Action.MoveMade a) {
        Square from = a.from().orElseThrow();
        Square to = a.to().orElseThrow();
        Piece man = c.men().board().pieceAt(from).orElseThrow(() -> FideHearing.reject("no man stands on " + from));
        if (man.color() != p) {
            throw FideHearing.reject("the man on " + from + " is not " + FideHearing.name(p) + "'s");
        }
        Optional<Piece> target = c.men().board().pieceAt(to);
        if (target.isPresent() && (target.get().color() == p || target.get().type() == PieceType.KING)) {
            throw FideHearing.reject("a man cannot be put on " + to + ", where " + (target.get().color() == p
                    ? "a man of the same colour" : "the King") + " stands");
        }
        return a.promote().map(t -> Move.promotion(from, to, t)).orElse(Move.of(from, to));
    }

    /**
     * The notice when {@code p} handles the men while the other player has the move, nothing when
     * he has it. The Laws give no article to it (their moves are the moves of the player having the
     * move, 1.2): the act is recorded with a notice that says so, and the men are taken as they stood.
     */
    private static Heard<FidePart> outOfTurn(FideHearing c, Color p, String act) {
        if (p == c.turn()) {
            return FidePart.NOTHING;
        }
        return FidePart.silent("'" + act + "' by " + FideHearing.name(p) + " while " + FideHearing.name(c.turn())
                + " has the move", "the players move alternately, 1.2, but no article rules on men handled out of turn;"
                + " the arbiter may act under 12.9, and the men are taken as they stood");
    }
}
