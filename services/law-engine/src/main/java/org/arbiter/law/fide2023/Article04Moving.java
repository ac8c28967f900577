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
    static void move(FideHearing c, Action.MoveMade a) {
        Color p = c.player();
        Article07Irregularities.completeOpponents(c, p);
        if (c.handlesAfterMove(p) && !c.men.hands().busy() && a.notation().isEmpty()) {
            Move m = transfer(c, p, a);
            Article07Irregularities.movedAgain(c, p, m.from());
            Piece man = c.men.board().pieceAt(m.from()).orElseThrow();
            c.men = c.men.transferred(m.from(), m.to(), m.promotion().map(t -> Piece.of(p, t)).orElse(man));
            return;
        }
        if (outOfTurn(c, p, "move")) {
            return;
        }
        if (c.men.hands().busy() || !c.men.board().equals(c.men.turnStart())) {
            throw FideHearing.reject("men have been handled in this turn; give the rest as lift, place and release");
        }
        Move m = a.notation().isPresent() ? resolve(c.men.board(), a.notation().get()) : transfer(c, p, a);
        List<Square> before = c.touch.touched();
        if (c.men.board().isLegal(m)) {
            made(c, m, before);
        } else {
            Article04TouchMove.touched(c, p, m.from());
            Piece man = c.men.board().pieceAt(m.from()).orElseThrow();
            Piece placed = m.promotion().map(t -> Piece.of(p, t)).orElse(man);
            c.men = c.men.transferred(m.from(), m.to(), placed);
            boolean pawnOnLastRank = placed.type() == PieceType.PAWN && m.to().rankFor(p) == 8;
            Article07Irregularities.changed(c, p, m.from(), m.to(), pawnOnLastRank);
        }
        Article07Irregularities.completeWithoutClock(c);
    }

    static void lift(FideHearing c, Action.Lift a) {
        Color p = c.player();
        Article07Irregularities.completeOpponents(c, p);
        boolean again = c.handlesAfterMove(p);
        if (!again && outOfTurn(c, p, "lift")) {
            return;
        }
        Piece man = c.men.board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on " + a.square() + " to lift"));
        if (man.color() != p) {
            throw FideHearing.reject("an adverse man is taken off the board with 'remove', not lifted");
        }
        if (again) {
            Article07Irregularities.movedAgain(c, p, a.square());
        } else {
            Article04TouchMove.touched(c, p, a.square());
        }
        c.men = c.men.lifted(a.square(), man);
    }

    static void place(FideHearing c, Action.Place a) {
        Color p = c.player();
        if (c.men.hands().held().isEmpty() && c.men.hands().aside().isEmpty()) {
            if (!c.men.displaced().containsKey(a.square()) && p != c.turn() && !c.handlesAfterMove(p)) {
                outOfTurn(c, p, "place");
                return;
            }
            Article07Irregularities.replaceDisplaced(c, a.square());
            return;
        }
        if (c.men.board().pieceAt(a.square()).isPresent()) {
            boolean chess960King = c.men.hands().next().man().type() == PieceType.KING && c.men.turnStart().isChess960();
            throw FideHearing.reject("a man already stands on " + a.square() + "; it must be removed first" + (chess960King
                    ? " (to castle in Chess960, set the King down beside the board, move the Rook, then put the King on"
                    + " his square: Guidelines II.3.2.5.1)" : ""));
        }
        if (!c.handlesAfterMove(p) && outOfTurn(c, p, "place")) {
            return;
        }
        c.men = c.men.placed(a.square());
    }

    static void release(FideHearing c) {
        Color p = c.player();
        if (c.men.hands().resting().isEmpty() && c.men.hands().held().isEmpty() && p != c.turn() && outOfTurn(c, p, "release")) {
            return;
        }
        if (c.men.hands().resting().isEmpty() && kingSetAside(c, p)) {
            return;
        }
        if (c.men.hands().resting().isEmpty()) {
            throw FideHearing.reject(c.men.hands().held().isEmpty() ? "no hand rests on a man to release"
                    : "the man in hand must be put on a square before the hand quits it");
        }
        c.men = c.men.released();
        if (!c.movingAgain()) {
            judge(c);
        }
    }

    /**
     * Guidelines II.3.2.5.1: in a Chess960 game, castling by hand is best done by moving the King
     * outside the playing surface next to his final square, then the Rook to its final square, and
     * then setting the King on his; so the hand that quits the King it holds, before he is put on a
     * square, sets him down beside the board (a notice says so), and the next {@code place} with no
     * man in hand puts him on the board. Anything else let go off the board is refused.
     */
    private static boolean kingSetAside(FideHearing c, Color p) {
        List<HeldMen.Held> held = c.men.hands().held();
        if (p != c.turn() || held.size() != 1 || held.get(0).man().type() != PieceType.KING
                || !c.men.turnStart().isChess960()) {
            return false;
        }
        c.men = c.men.setAside();
        c.notice("II.3.2.5.1", p, FideHearing.name(p) + " sets his King down beside the board, as a Chess960 castling"
                + " by hand is best begun; the move is made once the King is released on his square.");
        return true;
    }

    /** {@code remove}: an adverse man taken off in a capture, or the player's own Pawn taken off the last rank. */
    static void remove(FideHearing c, Action.Remove a) {
        Color p = c.player();
        Article07Irregularities.completeOpponents(c, p);
        boolean again = c.handlesAfterMove(p);
        if (!again && outOfTurn(c, p, "remove")) {
            return;
        }
        Piece man = c.men.board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on " + a.square() + " to remove"));
        if (man.type() == PieceType.KING) {
            throw FideHearing.reject("a King is never taken off the board");
        }
        if (again) {
            Article07Irregularities.movedAgain(c, p, a.square());
            c.men = c.men.takenOff(a.square());
            return;
        }
        Article04TouchMove.touched(c, p, a.square());
        c.men = c.men.takenOff(a.square());
        judge(c);
    }

    /**
     * {@code promote}: the new piece put on the promotion square in place of the Pawn (4.6.3);
     * naming it is not enough. The Pawn still in hand is off the board. The first piece put on
     * the square is the choice (4.4.4): another put there later in the move is not the promoted
     * piece, and the arbiter rules the first stands there.
     */
    static void promote(FideHearing c, Action.Promote a) {
        Color p = c.player();
        if (outOfTurn(c, p, "promote")) {
            return;
        }
        if (a.named()) {
            c.notice("4.6.3", p, FideHearing.name(p) + " only named the piece; a promotion is made by putting the new piece"
                    + " on the square, so the Pawn stays a Pawn.");
            return;
        }
        Chessmen.Promoted chosen = c.men.promoted();
        Square square = chosen != null ? chosen.on() : promotionSquare(c, p).orElseThrow(() -> FideHearing.reject(
                "no Pawn of " + FideHearing.name(p) + " stands on, or has just left, its last rank"));
        Piece pawn = Piece.of(p, PieceType.PAWN);
        Piece piece = chosen == null ? Piece.of(p, a.piece()) : chosen.piece();
        if (chosen != null && piece.type() != a.piece()) {
            c.rule("4.4.4", p, FideHearing.name(p) + " had put a " + piece.type().codeName() + " on " + square
                    + ", which fixed his choice; the " + a.piece().codeName() + " is not the promoted piece, and the "
                    + piece.type().codeName() + " stands on " + square + ".");
        }
        c.men = c.men.promotedOn(square, piece, h -> h.man() == pawn && h.from().rankFor(p) == 7
                || h.man() == piece && h.from() == square);
        judge(c);
    }

    private static Optional<Square> promotionSquare(FideHearing c, Color p) {
        Piece pawn = Piece.of(p, PieceType.PAWN);
        Optional<Square> standing = c.men.board().men().entrySet().stream()
                .filter(e -> e.getValue() == pawn && e.getKey().rankFor(p) == 8).map(java.util.Map.Entry::getKey).findFirst();
        if (standing.isPresent()) {
            return standing;
        }
        return c.men.turnStart().legalMoves().stream().filter(m -> m.promotion().isPresent())
                .filter(m -> FideMen.without(c.men.turnStart().play(m), m.to()).placement().equals(c.men.board().placement()))
                .map(Move::to).findFirst();
    }

    /**
     * 4.6 applied once every hand is free: the whole change since the player got the move is a
     * legal move made, a legal move still underway, or an illegal move made.
     */
    static void judge(FideHearing c) {
        if (c.men.hands().busy()) {
            return;
        }
        Position start = c.men.turnStart();
        String now = c.men.board().placement();
        Color p = c.turn();
        if (now.equals(start.placement())) {
            c.irregular = c.irregular.withoutUncompleted(p);
            return;
        }
        for (Move m : start.legalMoves()) {
            if (start.play(m).placement().equals(now)) {
                c.men = c.men.standing(start);
                made(c, m, c.touch.touched());
                Article07Irregularities.completeWithoutClock(c);
                return;
            }
        }
        Optional<Move> unexchanged = start.legalMoves().stream().filter(m -> m.promotion().isPresent())
                .filter(m -> FideMen.with(start.play(m), m.to(), Piece.of(p, PieceType.PAWN)).placement().equals(now))
                .findFirst();
        if (unexchanged.isPresent()) {
            Article07Irregularities.changed(c, p, unexchanged.get().from(), unexchanged.get().to(), true);
            Article07Irregularities.completeWithoutClock(c);
            return;
        }
        if (underway(c, start, now)) {
            return;
        }
        Article07Irregularities.changedByHand(c, p);
        Article07Irregularities.completeWithoutClock(c);
    }

    /** A castling whose King is released but not yet its Rook, a capture whose taken man is off, or a promotion whose Pawn is off (4.6). */
    private static boolean underway(FideHearing c, Position start, String now) {
        for (Move m : start.legalMoves()) {
            Position after = start.play(m);
            if (start.isCastling(m) && FideMen.with(FideMen.without(start, m.from()), m.to(),
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
    static void made(FideHearing c, Move m, List<Square> touchedBefore) {
        Color p = c.turn();
        Position start = c.men.board();
        Optional<Breach> verdict = Article04TouchMove.verdict(start, touchedBefore, m);
        Move played = Article09Draws.writtenMoveKept(c, p, m);
        if (!played.equals(m)) {
            verdict = Optional.empty();
        }
        Position after = start.play(played);
        boolean twoHands = c.men.hands().twoHands();
        c.line = c.line.plus(new Ply(c.seq, p, start, played, true, PositionKey.fide(after)));
        c.men = c.men.moveMade(after);
        c.touch = TouchMove.afterMove(verdict.orElse(null));
        c.draws = c.draws.moveMade(p);
        c.irregular = c.irregular.withoutUncompleted(p);
        AppendixRapidBlitz.opponentMoved(c, p);
        if (twoHands) {
            c.irregular = c.irregular.made(
                    new Irregularity(Irregularity.Kind.TWO_HANDS, p, start, played.from(), played.to(), false));
        }
        Article05Completion.afterMove(c, p);
        if (!c.finished()) {
            Article09Draws.afterMove(c);
        }
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
        Piece man = c.men.board().pieceAt(from).orElseThrow(() -> FideHearing.reject("no man stands on " + from));
        if (man.color() != p) {
            throw FideHearing.reject("the man on " + from + " is not " + FideHearing.name(p) + "'s");
        }
        Optional<Piece> target = c.men.board().pieceAt(to);
        if (target.isPresent() && (target.get().color() == p || target.get().type() == PieceType.KING)) {
            throw FideHearing.reject("a man cannot be put on " + to + ", where " + (target.get().color() == p
                    ? "a man of the same colour" : "the King") + " stands");
        }
        return a.promote().map(t -> Move.promotion(from, to, t)).orElse(Move.of(from, to));
    }

    /**
     * Whether {@code p} handles the men while the other player has the move. The Laws give no
     * article to it (their moves are the moves of the player having the move, 1.2): the act is
     * recorded with a notice that says so, and the men are taken as they stood.
     */
    private static boolean outOfTurn(FideHearing c, Color p, String act) {
        if (p == c.turn()) {
            return false;
        }
        c.silent("'" + act + "' by " + FideHearing.name(p) + " while " + FideHearing.name(c.turn()) + " has the move",
                "the players move alternately, 1.2, but no article rules on men handled out of turn; the arbiter may"
                + " act under 12.9, and the men are taken as they stood");
        return true;
    }
}
