package org.arbiter.law.layered;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;

/**
 * The hand at the board in the game with no laws: a man lifted, put down and let go makes the
 * move a whole {@code move} of the same squares makes, a Pawn exchanged before the hand quits it
 * included; a man let go on its own square, or lifted by the player not on turn and put back,
 * makes none. A castling made King first leaves its Rook to be carried ({@link CastlingRook}).
 * A man taken off the board is the capture the move that follows makes. A Pawn let go on its
 * eighth square and then exchanged, as a hand at the board does it, makes its move with the piece;
 * any other act after the Pawn was let go makes the move as the hand left it. Without this, a game
 * recorded by hand under a code with no law on the hand never moved a man.
 */
final class PlainHands {
    private PlainHands() {
    }

    /**
     * The man {@code player} lifted from {@code from}, put down on {@code on} (null while off the
     * board), exchanged for {@code promote}; {@code letGo} when it is a Pawn let go on its eighth
     * square, not yet exchanged.
     */
    record Held(Color player, Square from, Square on, PieceType promote, boolean letGo) {
        Held(Color player, Square from, Square on, PieceType promote) {
            this(player, from, on, promote, false);
        }
    }

    /** The step of a hand act; empty for any other act. */
    static Optional<Step> hear(PlainChess chess, PlainChess.Board board, Action action, int seq) {
        Color player = action.by().color().orElse(null);
        Held letGo = board.held() != null && board.held().letGo() ? board.held() : null;
        if (letGo != null) {
            return Optional.of(exchanged(chess, board, letGo, action, seq, player));
        }
        if (player == null) {
            return Optional.empty();
        }
        return switch (action) {
            case Action.Lift l -> Optional.of(lift(board, player, l.square()));
            case Action.Place p -> Optional.of(place(board, player, p.square()));
            case Action.Promote p when board.held() != null && board.held().player() == player
                    && board.held().on() != null -> Optional.of(new Step(board.withHand(new Held(player,
                    board.held().from(), board.held().on(), p.piece()), board.rook()), List.of(), List.of()));
            case Action.Release r -> Optional.of(release(chess, board, action, seq, player));
            default -> Optional.empty();
        };
    }

    private static Step lift(PlainChess.Board board, Color player, Square square) {
        if (board.held() != null) {
            throw new ActionRejected("the hand already holds a man (from " + board.held().from() + ")");
        }
        CastlingRook rook = board.rook();
        if (rook == null || !rook.liftedBy(player, square)) {
            board.board().pieceAt(square).orElseThrow(() -> new ActionRejected("no man stands on " + square + " to lift"));
            rook = null;
        }
        return new Step(board.withHand(new Held(player, square, null, null), rook), List.of(), List.of());
    }

    private static Step place(PlainChess.Board board, Color player, Square square) {
        Held h = board.held();
        KingAside aside = board.aside();
        if (h == null && aside != null && aside.player() == player) {
            // The King set beside the board is put on his square.
            return new Step(board.withHand(new Held(player, aside.king(), square, null), board.rook()), List.of(), List.of());
        }
        if (h == null || h.player() != player) {
            throw new ActionRejected("no man is held to place");
        }
        return new Step(board.withHand(new Held(player, h.from(), square, h.promote()), board.rook()), List.of(), List.of());
    }

    private static Step release(PlainChess chess, PlainChess.Board board, Action action, int seq, Color player) {
        Held h = board.held();
        KingAside aside = board.aside();
        if (h != null && h.player() == player && aside != null) {
            return besideTheBoard(chess, board, aside, h, action, seq);
        }
        Optional<KingAside> setDown = h == null || h.player() != player || h.on() != null ? Optional.empty()
                : KingAside.setDown(board.board().fen(), player, h.from());
        if (setDown.isPresent()) {
            return new Step(board.withHand(null, board.rook()).withAside(setDown.get()), List.of(), List.of());
        }
        if (h == null || h.player() != player || h.on() == null || h.on() == h.from()) {
            // The hand quits a man on its own square, or none: no move is made.
            return new Step(board.withHand(null, board.rook()), List.of(), List.of());
        }
        CastlingRook rook = board.rook();
        if (rook != null && rook.liftedBy(player, h.from())) {
            PlainChess.Board next = board.withHand(null, null);
            return h.on() == rook.to() ? new Step(next, List.of(), List.of())
                    : new Step(next, List.of(), List.of(Ruling.silent(seq, "The Rook of the castling is put on " + h.on()
                    + ", not " + rook.to() + "; the board keeps the castling made, the code having no law on it.",
                    next.position(), action.by())));
        }
        if (h.promote() == null && toBeExchanged(board.board(), h)) {
            return new Step(board.withHand(new Held(player, h.from(), h.on(), null, true), board.rook()), List.of(), List.of());
        }
        Action.MoveMade m = new Action.MoveMade(action.stamp(), Optional.empty(), Optional.of(h.from()), Optional.of(h.on()),
                Optional.ofNullable(h.promote()));
        return chess.move(board.withHand(null, null), m, action, seq);
    }

    /**
     * A man let go while the King is beside the board ({@link KingAside}): the Rook carried, or the King
     * put on his square, which makes the castling the men show; a King so put that they show none is
     * his move as the hand left it, the Rook carried before it standing where it was put.
     */
    private static Step besideTheBoard(PlainChess chess, PlainChess.Board board, KingAside aside, Held h, Action action,
                                       int seq) {
        if (h.from() != aside.king()) {
            return new Step(board.withHand(null, board.rook()).withAside(h.on() == null ? aside
                    : aside.rookCarried(h.from(), h.on())), List.of(), List.of());
        }
        Position p = board.board();
        Optional<Move> castling = aside.castling(p.fen(), h.on());
        Action.MoveMade m = castling.map(c -> new Action.MoveMade(action.stamp(), Optional.empty(), Optional.of(c.from()),
                Optional.of(c.to()), Optional.<PieceType>empty())).orElseGet(() -> new Action.MoveMade(action.stamp(),
                Optional.empty(), Optional.of(h.from()), Optional.of(h.on()), Optional.empty()));
        PlainChess.Board before = board.withHand(null, null).withAside(null);
        if (castling.isEmpty() && aside.rookFrom() != null) {
            Position carried = Boards.transfer(p, aside.rookFrom(), aside.rookTo(), p.pieceAt(aside.rookFrom()).orElseThrow())
                    .withSideToMove(p.sideToMove()).withCounters(p.halfmoveClock(), p.fullmoveNumber());
            before = new PlainChess.Board(carried, board.moves(), board.result(), board.endedBy());
        }
        return chess.move(before, m, action, seq);
    }

    /** Whether the man let go is the mover's Pawn on its eighth square, where a piece must take its place. */
    private static boolean toBeExchanged(Position p, Held h) {
        return p.sideToMove() == h.player() && p.legalMovesFrom(h.from()).stream()
                .anyMatch(x -> x.to() == h.on() && x.promotion().isPresent());
    }

    /**
     * The act after a Pawn was let go on its eighth square: its exchange by the mover makes the move
     * with that piece; any other act makes the move as the hand left it, then is heard.
     */
    private static Step exchanged(PlainChess chess, PlainChess.Board board, Held h, Action action, int seq, Color player) {
        Optional<PieceType> piece = action.kind() == Action.Kind.PROMOTE && player == h.player()
                ? Optional.of(((Action.Promote) action).piece()) : Optional.empty();
        Action.MoveMade m = new Action.MoveMade(action.stamp(), Optional.empty(), Optional.of(h.from()), Optional.of(h.on()),
                piece);
        Step made = chess.move(board.withHand(null, null), m, action, seq);
        if (piece.isPresent()) {
            return made;
        }
        Step then = chess.apply(made.state(), action, seq);
        List<Ruling> rulings = new ArrayList<>(made.rulings());
        rulings.addAll(then.rulings());
        List<Ruling> notices = new ArrayList<>(made.notices());
        notices.addAll(then.notices());
        return new Step(then.state(), rulings, notices);
    }
}
