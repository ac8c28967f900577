package org.arbiter.law.encyclopaedia1911;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.layered.CastlingRook;
import org.arbiter.law.layered.KingAside;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * The article's rule {@code completion}: "A move is completed and cannot be taken back, as soon
 * as a player, having moved a piece, has taken his hand off it."
 *
 * <p>The hand acts {@code lift}, {@code place} and {@code release} make a move; until the
 * release the man may be put on another square. A man lifted again after the hand has left it
 * is in the hand all the same: wherever it is put, the move stands as completed, and only a place
 * elsewhere is ruled, since lifting it and putting it back takes nothing back. A castling made
 * King first is made when the King is let go; the Rook carried after it finishes it on the table
 * ({@link CastlingRook}). A man lifted in the opponent's turn and put back makes no move. In a
 * Chess960 game a King the hand quits off the board, where he may castle, is set beside it
 * ({@link KingAside}, as FIDE's Guidelines II.3.2.5.1 recommend castling by hand): he has not been
 * "moved", so no move is completed until he is put on his square and the hand leaves him there.
 */
final class RuleCompletion {
    static final String LAW = "completion";

    private RuleCompletion() {
    }

    static void lift(Session<ArticleLaws> s, Square square) {
        Color player = s.player().orElseThrow();
        ArticleLaws.Completed done = s.laws().completed();
        if (done != null && done.player() == player && done.on() == square && !RuleTouch.onTurn(s)) {
            // Lifting it takes nothing back: only putting it elsewhere would, and that is ruled at the place.
            s.laws(s.laws().withCompleted(done.inHand(true)));
            s.notice(LAW, Optional.empty(), Session.name(player) + " took his hand off the man on " + square
                    + ": the move was completed and cannot be taken back.");
            return;
        }
        if (s.laws().hold() != null) {
            throw new ActionRejected("the hand already holds a man");
        }
        CastlingRook rook = s.laws().rook();
        s.laws(s.laws().withRook(null));
        if (rook != null && rook.liftedBy(player, square)) {
            // The board castled when the King was let go; on the table the Rook is still to be carried.
            s.laws(s.laws().withRook(rook).withHold(new ArticleLaws.Hold(player, square, null, false)));
            return;
        }
        if (s.board().pieceAt(square).isEmpty()) {
            throw new ActionRejected("no man stands on " + square + " to lift");
        }
        if (RuleTouch.onTurn(s)) {
            RuleTouch.touch(s, square);
        }
        if (s.board().pieceAt(square).orElseThrow().color() == player || !RuleTouch.onTurn(s)) {
            s.laws(s.laws().withHold(new ArticleLaws.Hold(player, square, null, false)));
        }
    }

    /**
     * An adverse man taken off by the player on turn is the man his move captures: it binds him as
     * a touch of it does, and the capture is made by the move his hand completes, on the board the
     * code beneath keeps; any other removal goes beneath.
     */
    static void remove(Session<ArticleLaws> s, Square square) {
        Color player = s.player().orElseThrow();
        Optional<Piece> man = s.board().pieceAt(square);
        if (!RuleTouch.onTurn(s) || man.isEmpty() || man.get().color() == player || man.get().type() == PieceType.KING) {
            s.toBase();
            return;
        }
        RuleTouch.touch(s, square);
        s.notice(LAW, Optional.empty(), Session.name(player) + " takes off the man on " + square
                + ": it is captured by the move his hand completes.");
    }

    static void place(Session<ArticleLaws> s, Square square) {
        ArticleLaws.Completed done = s.laws().completed();
        if (done != null && done.inHand() && s.player().orElse(null) == done.player()) {
            if (square != done.on()) {
                s.rule(LAW, Optional.of(done.player()), Session.name(done.player()) + " put the man he lifted again on "
                        + square + ": his move to " + done.on() + " was completed and stands, so the man stands on "
                        + done.on() + ".");
            }
            return;
        }
        ArticleLaws.Hold h = s.laws().hold();
        KingAside aside = s.laws().aside();
        if (h == null && aside != null && s.player().orElse(null) == aside.player()) {
            // The King set beside the board is put on his square.
            s.laws(s.laws().withHold(new ArticleLaws.Hold(aside.player(), aside.king(), square, false)));
            return;
        }
        if (h == null || h.released() || s.player().orElse(null) != h.player()) {
            throw new ActionRejected("no man is held to place");
        }
        s.laws(s.laws().withHold(new ArticleLaws.Hold(h.player(), h.from(), square, false, h.promote())));
        if (h.on() != null && h.on() != square) {
            s.rule(LAW, Optional.empty(), Session.name(h.player()) + "'s hand has not left the man put on " + h.on()
                    + ": the move is not complete, and he puts it on " + square + " instead.");
        }
    }

    static void release(Session<ArticleLaws> s) {
        ArticleLaws.Completed done = s.laws().completed();
        if (done != null && done.inHand() && s.player().orElse(null) == done.player()) {
            s.laws(s.laws().withCompleted(done.inHand(false)));
            return;
        }
        ArticleLaws.Hold h = s.laws().hold();
        if (h == null || h.released() || s.player().orElse(null) != h.player()) {
            s.toBase();
            return;
        }
        s.laws(s.laws().withHold(null));
        KingAside aside = s.laws().aside();
        if (aside != null && aside.player() == h.player()) {
            besideTheBoard(s, aside, h);
            return;
        }
        CastlingRook rook = s.laws().rook();
        if (rook != null && rook.liftedBy(h.player(), h.from())) {
            s.laws(s.laws().withRook(null));
            s.notice(LAW, Optional.empty(), Session.name(h.player()) + " puts the Rook on " + h.on()
                    + (h.on() == rook.to() ? ": the castling is completed." : ", not on " + rook.to()
                    + "; the castling made stands."));
            return;
        }
        Optional<KingAside> setDown = h.on() == null ? KingAside.setDown(s.base().fen(), h.player(), h.from()) : Optional.empty();
        if (setDown.isPresent()) {
            s.laws(s.laws().withAside(setDown.get()));
            s.notice(LAW, Optional.empty(), Session.name(h.player()) + " takes his hand off his King beside the board, to"
                    + " castle in this Chess960 game (FIDE Guidelines II.3.2.5.1): he has moved no piece yet, so no move is"
                    + " completed until the King is put on his square.");
            return;
        }
        if (h.on() == null || h.on() == h.from()) {
            s.notice(LAW, Optional.empty(), "The man is put back on " + h.from() + "; no move is made.");
            return;
        }
        // a Chess960 King let go on his castled square names the castling, written as the King onto his Rook's square
        Optional<Move> castling = s.board().movedByHand(h.from(), h.on(), Optional.empty()).filter(s.board()::isCastling)
                .or(() -> rookAlone(s.board(), h.from(), h.on()));
        made(s, h, new Action.MoveMade(s.action().stamp(), Optional.empty(), Optional.of(castling.map(Move::from).orElse(h.from())),
                Optional.of(castling.map(Move::to).orElse(h.on())), Optional.ofNullable(h.promote())));
    }

    /**
     * The Chess960 castling whose King stands on his castled square already, made by moving the Rook
     * alone from {@code from} to {@code to} (FIDE's Guidelines II.3.2.4): a move of the King too, so it
     * honours a touch of him (rule touch).
     */
    private static Optional<Move> rookAlone(Position p, Square from, Square to) {
        return p.legalMoves().stream().filter(m -> p.isCastling(m) && p.castledKingSquare(m) == m.from() && m.to() == from
                && Square.at(m.to().file() > m.from().file() ? 5 : 3, m.from().rank()) == to).findFirst();
    }

    /**
     * A man let go while the King is beside the board ({@link KingAside}): the Rook carried is not yet
     * a move, the hand having left no piece it moved on the board as its move; the King put on his
     * square and let go completes the castling the men then show, or, when they show none, his move
     * as the hand left it.
     */
    private static void besideTheBoard(Session<ArticleLaws> s, KingAside aside, ArticleLaws.Hold h) {
        if (h.from() != aside.king()) {
            s.laws(s.laws().withAside(h.on() == null ? aside : aside.rookCarried(h.from(), h.on())));
            return;
        }
        s.laws(s.laws().withAside(null));
        Optional<Move> castling = aside.castling(s.base().fen(), h.on());
        made(s, h, new Action.MoveMade(s.action().stamp(), Optional.empty(), Optional.of(castling.map(Move::from)
                .orElse(h.from())), Optional.of(castling.map(Move::to).orElse(h.on())), Optional.empty()));
    }

    /** The move {@code m} the hand let go of {@code h} made, handed to the board as a move completed. */
    private static void made(Session<ArticleLaws> s, ArticleLaws.Hold h, Action.MoveMade m) {
        if (h.player() != s.board().sideToMove()) {
            // A man carried in the opponent's turn: the code beneath rules a move out of turn.
            s.toBase(m);
            return;
        }
        if (Encyclopaedia1911.move(s, m)) {
            s.laws(s.laws().withCompleted(new ArticleLaws.Completed(h.player(), h.on(), false)));
            s.notice(LAW, Optional.empty(), Session.name(h.player()) + " has taken his hand off the man on " + h.on()
                    + ": the move is completed.");
        }
    }
}
