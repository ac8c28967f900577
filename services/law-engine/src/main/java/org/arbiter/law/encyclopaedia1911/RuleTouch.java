package org.arbiter.law.encyclopaedia1911;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * The article's rule {@code touch}: "If a player touch one of his men he must move it, unless
 * he says j'adoube (I adjust), or words of a similar meaning, to the effect that he was only
 * setting it straight on its square. [...] He must say j'adoube before touching his piece."
 *
 * <p>A touch binds the player whose turn it is; the first touch binds, and a move that does not
 * honour it does not stand.
 */
final class RuleTouch {
    static final String LAW = "touch";

    private RuleTouch() {
    }

    static boolean onTurn(Session<ArticleLaws> s) {
        return s.player().isPresent() && s.board().sideToMove() == s.player().get();
    }

    /** The player says j'adoube: before a touch it frees the touch; after one it comes too late. */
    static void adjoube(Session<ArticleLaws> s) {
        Color player = s.player().orElseThrow();
        ArticleLaws.Obligation o = s.laws().obligation();
        if (o != null && o.player() == player) {
            s.rule(LAW, Optional.of(player), Session.name(player) + " says j'adoube after touching the man on " + o.square()
                    + ": he must say it before touching, and the touch still binds.");
            return;
        }
        s.laws(s.laws().withAdjusting(player));
        s.notice(LAW, Optional.empty(), Session.name(player) + " says j'adoube: the man he touches next he is only setting straight.");
    }

    /** The {@code adjust} act: j'adoube said, then the man set straight. */
    static void adjusted(Session<ArticleLaws> s, Square square) {
        s.laws(s.laws().withAdjusting(s.player().orElseThrow()));
        touch(s, square);
    }

    /** A man touched by the player whose turn it is. */
    static void touch(Session<ArticleLaws> s, Square square) {
        Color player = s.player().orElseThrow();
        Piece man = s.board().pieceAt(square).orElseThrow(() -> new ActionRejected("there is no man on " + square
                + " to touch"));
        ArticleLaws laws = s.laws();
        if (laws.obligation() != null) {
            return;
        }
        if (man.color() != player) {
            RuleTouchOpponent.touched(s, square);
        } else if (laws.adjusting() == player) {
            s.laws(laws.withAdjusting(null));
            s.notice(LAW, Optional.empty(), Session.name(player) + " said j'adoube before touching the man on " + square
                    + ": he is setting it straight and need not move it.");
        } else if (!s.board().legalMovesFrom(square).isEmpty()) {
            s.laws(laws.withObligation(new ArticleLaws.Obligation(player, square, ArticleLaws.Duty.MOVE_IT, LAW)));
            s.notice(LAW, Optional.of(player), Session.name(player) + " touched the man on " + square + " and must move it.");
        } else {
            RuleTouchCannotMove.touched(s, square);
        }
    }

    /** Whether move {@code m} honours the touch that binds its maker; a move that does not is ruled and does not stand. */
    static boolean honoured(Session<ArticleLaws> s, Action.MoveMade m) {
        ArticleLaws.Obligation o = s.laws().obligation();
        Position p = s.board();
        Optional<Move> move = named(p, m);
        if (o == null || o.player() != p.sideToMove() || move.isEmpty()) {
            return true;
        }
        Move x = move.get();
        boolean kept = switch (o.duty()) {
            // a Chess960 castling, written as the King onto his Rook's square, moves the Rook touched too
            case MOVE_IT -> x.from() == o.square() || x.to() == o.square() && p.isCastling(x);
            case TAKE_IT -> takes(p, x, o.square()) && legalOnceExchanged(p, x);
            case MOVE_KING -> kingMoves(p, true).contains(x);
            case MOVE_KING_NOT_CASTLING -> kingMoves(p, false).contains(x);
        };
        if (!kept) {
            s.rule(o.law(), Optional.of(o.player()), Session.name(o.player()) + " must " + duty(o) + "; the move "
                    + x.from() + "-" + x.to() + " does not stand.");
        }
        return kept;
    }

    private static String duty(ArticleLaws.Obligation o) {
        return switch (o.duty()) {
            case MOVE_IT -> "move the man he touched on " + o.square();
            case TAKE_IT -> "take the man he touched on " + o.square();
            case MOVE_KING -> "move his King";
            case MOVE_KING_NOT_CASTLING -> "move his King, and may not castle";
        };
    }

    /** The move an act names, legal or not: its notation read, or its squares. */
    static Optional<Move> named(Position p, Action.MoveMade m) {
        if (m.notation().isPresent()) {
            return Notation.read(p, m.notation().get()) instanceof Reading.Exact e ? Optional.of(e.move()) : Optional.empty();
        }
        Move move = m.promote().isPresent() ? Move.promotion(m.from().orElseThrow(), m.to().orElseThrow(), m.promote().get())
                : Move.of(m.from().orElseThrow(), m.to().orElseThrow());
        return Optional.of(move);
    }

    /**
     * Whether {@code m} is legal, or would be with the piece a Pawn let go on its eighth square is
     * still to be exchanged for: the move is not complete until the exchange (rule {@code promotion}),
     * and a capture so made does take the man touched.
     */
    static boolean legalOnceExchanged(Position p, Move m) {
        return p.isLegal(m) || m.promotion().isEmpty() && p.isLegal(Move.promotion(m.from(), m.to(), PieceType.QUEEN));
    }

    /** Whether {@code m} takes the man on {@code square}: on its square, or a Pawn taken in passing. */
    static boolean takes(Position p, Move m, Square square) {
        return m.to() == square || p.isEnPassant(m) && Square.at(m.to().file(), m.from().rank()) == square;
    }

    /** The King's legal moves, castling among them only when {@code castling}. */
    static List<Move> kingMoves(Position p, boolean castling) {
        return p.legalMoves().stream()
                .filter(m -> p.pieceAt(m.from()).map(x -> x.type() == PieceType.KING).orElse(false))
                .filter(m -> castling || !p.isCastling(m))
                .toList();
    }
}
