package org.arbiter.law.code1897;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/**
 * Moves at the board (I.11, I.14.B) and the end of a turn (II.6(a)). A legal move made in one
 * piece takes the fast path; any other change is judged, as II.6(a) judges it, by the whole
 * change from the position at the commencement of the turn.
 */
final class Code1897Play {
    private Code1897Play() {
    }

    /** A whole move: notation naming a legal move, or a transfer from one square to another. */
    static Heard<Code1897Part> move(Code1897Hearing c, Action.MoveMade a) {
        Color p = c.player();
        if (c.sittings().adjournment().adjourned()) {
            throw Code1897Hearing.reject("the game is adjourned; a move can only follow 'resume'");
        }
        if (c.handling().hand().busy()) {
            throw Code1897Hearing.reject("a man is still in hand" + (c.handling().hand().liftedFrom() == null ? "" : " (lifted from "
                    + c.handling().hand().liftedFrom() + ")")
                    + "; a whole move starts with the hand free");
        }
        Position view = p == c.game().turn() ? c.game().board() : c.game().board().withSideToMove(p);
        Move move;
        if (a.notation().isPresent()) {
            move = Part4Odds.readAsCastlingWithoutRook(c, p, a.notation().get())
                    .orElseGet(() -> resolve(view, a.notation().get()));
        } else {
            move = transfer(c, p, a);
        }
        if (p != c.game().turn()) {
            return moveOutOfTurn(c, p, move);
        }
        boolean legal = view.isLegal(move) && Part4Odds.permits(c, p, move);
        if (legal && c.penalties().illegal() == null && c.game().board() == c.game().turnStart()) {
            Heard<Code1897Part> touched = Law05Touching.judgeTouchedMen(c, p, move);
            return touched.then(complete(c.after(touched), p, move));
        }
        Heard<Code1897Part> heard = Code1897Part.heard(c.game().standing(transferred(c.game().board(), move, p)));
        heard = heard.then(Law05Touching.touch(c.after(heard), p, move.from()));
        Code1897Hearing moved = c.after(heard);
        if (moved.game().board().pieceAt(move.to()).isPresent()) {
            heard = heard.then(moved.handling().touched(move.to()));
        }
        return heard.then(judgeWholeChange(c.after(heard), p, move.uci()));
    }

    /**
     * A move that leaves the mover's King attacked and that the code this one supplements lets
     * stand (household ix): it is completed as the men were moved, no illegal move on the record
     * and no penalty to exact. A move heard otherwise (made out of turn, with a man in hand, or
     * while an illegal move or a change of the men stands in the turn) is heard as any move.
     */
    static Heard<Code1897Part> excused(Code1897Hearing c, Action.MoveMade a) {
        Color p = c.player();
        if (p != c.game().turn() || a.from().isEmpty() || c.sittings().adjournment().adjourned() || c.handling().hand().busy()
                || c.penalties().illegal() != null || c.penalties().outOfTurn() != null || c.game().board() != c.game().turnStart()) {
            return move(c, a);
        }
        Move move = transfer(c, p, a);
        Position start = c.game().turnStart();
        boolean pawnOrCapture = start.pieceAt(move.from()).orElseThrow().type() == PieceType.PAWN
                || start.pieceAt(move.to()).isPresent();
        Position after = transferred(start, move, p.opposite()).withCounters(
                pawnOrCapture ? 0 : start.halfmoveClock() + 1, start.fullmoveNumber() + (p == Color.BLACK ? 1 : 0));
        Heard<Code1897Part> touched = Law05Touching.judgeTouchedMen(c, p, after);
        return touched.then(complete(c.after(touched), p, move, after));
    }

    /**
     * A move completed by the player who is not on turn, whole or by hand, from the men as they
     * stood before it: the reply that leaves an illegal move uncorrected (II.6(e)), the first move
     * of the game made by the wrong player (II.1(b)), or a move in the opponent's turn (II.6(d)).
     */
    static Heard<Code1897Part> moveOutOfTurn(Code1897Hearing c, Color p, Move move) {
        boolean legal = c.game().board().withSideToMove(p).isLegal(move) && Part4Odds.permits(c, p, move);
        IllegalMoveOnRecord open = c.penalties().illegal();
        if (open != null && !open.opponentCompletedMove() && p == open.offender().opposite()) {
            Heard<Code1897Part> completes = Law06IllegalMoves.opponentCompletesMove(c, p, move, legal);
            return completes.then(complete(c.after(completes), p, move));
        } else if (c.game().firstPlayer() == null && c.game().history() == null && c.penalties().illegal() == null) {
            return Law01FirstMove.firstMoveOutOfTurn(c, p, move, legal);
        } else {
            return Law06IllegalMoves.moveInOpponentsTurn(c, p, move);
        }
    }

    /** Reads notation under I.13.C; a move made at the board must name one legal move. */
    static Move resolve(Position view, String text) {
        Reading reading = Notation.read(view, text);
        if (reading instanceof Reading.Exact exact) {
            return exact.move();
        }
        if (reading instanceof Reading.Ambiguous ambiguous) {
            StringBuilder sb = new StringBuilder();
            for (Move m : ambiguous.candidates()) {
                sb.append(sb.length() == 0 ? "" : ", ").append(Notation.san(view, m));
            }
            throw Code1897Hearing.reject("'" + text + "' is ambiguous here (" + sb
                    + "); a move made at the board moves one man,"
                    + " so name it exactly or give from and to");
        }
        String reason = Code1897Hearing.clause(((Reading.NoLegalMove) reading).reason());
        throw Code1897Hearing.reject("'" + text + "' names no legal move here: " + reason
                + "; an illegal transfer is given with from and to");
    }

    private static Move transfer(Code1897Hearing c, Color p, Action.MoveMade a) {
        Square from = a.from().orElseThrow();
        Square to = a.to().orElseThrow();
        Piece man = c.game().board().pieceAt(from).orElseThrow(() -> Code1897Hearing.reject("no man stands on " + from));
        if (man.color() != p) {
            throw Code1897Hearing.reject("the man on " + from + " is " + Code1897Hearing.name(man.color())
                    + "'s; a move transfers one of the"
                    + " mover's own men (I.11)");
        }
        Optional<Piece> target = c.game().board().pieceAt(to);
        Move castling = Move.of(from, to);
        if (c.game().board().isChess960() && p == c.game().turn() && c.game().board().isCastling(castling)) {
            // A Chess960 castling is written as the King's move onto his own Rook's square (Guidelines II.3).
            return castling;
        }
        if (target.isPresent() && target.get().color() == man.color()) {
            throw Code1897Hearing.reject("a man cannot be transferred to " + to + ", where a man of the same colour stands");
        }
        if (target.isPresent() && target.get().type() == PieceType.KING) {
            throw Code1897Hearing.reject("a man cannot be transferred to " + to
                    + ": the King standing there is never captured");
        }
        boolean promotes = man.type() == PieceType.PAWN && to.rankFor(man.color()) == 8;
        if (promotes && a.promote().isEmpty()) {
            throw Code1897Hearing.reject("a Pawn reaching its eighth rank needs \"promote\" (Q, R, B or N)");
        }
        if (!promotes && a.promote().isPresent()) {
            throw Code1897Hearing.reject("\"promote\" is only for a Pawn reaching its eighth rank");
        }
        return promotes ? Move.promotion(from, to, a.promote().get()) : Move.of(from, to);
    }

    /**
     * The men after a man is transferred, whether or not the transfer is legal: a man on the
     * target square is removed (I.11.A), and the castling rights of a King or Rook that left its
     * square are gone.
     */
    static Position transferred(Position board, Move move, Color sideToMove) {
        Piece man = board.pieceAt(move.from()).orElseThrow(() -> Code1897Hearing.reject("no man stands on " + move.from()));
        Position view = board.sideToMove() == man.color() ? board : board.withSideToMove(man.color());
        if (view.isLegal(move)) {
            return view.play(move).withSideToMove(sideToMove);
        }
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.remove(move.from());
        Piece placed = move.promotion().map(t -> Piece.of(man.color(), t)).orElse(man);
        men.put(move.to(), placed);
        return rearranged(board, men, sideToMove);
    }

    /**
     * {@code men} as they now stand on {@code board}: the castling rights that no longer hold are
     * gone, and the move counters are kept, since no move was completed.
     */
    static Position rearranged(Position board, Map<Square, Piece> men, Color sideToMove) {
        return board.rearranged(men, sideToMove);
    }

    /**
     * II.6(a): the turn ends "as soon as the whole change he has made in the position is the same
     * as if he had, in the first instance, made a legal move". Called whenever the hand is free.
     */
    static Heard<Code1897Part> judgeWholeChange(Code1897Hearing c, Color p, String description) {
        if (c.handling().hand().busy() || c.handling().hand().besideTheBoard()) {
            return Code1897Part.NOTHING;
        }
        String now = c.game().board().placement();
        if (now.equals(c.game().turnStart().placement())) {
            return Code1897Part.NOTHING;
        }
        if (c.penalties().outOfTurn() != null && c.penalties().outOfTurn().mover() != p) {
            Position changed = c.penalties().outOfTurn().after().withSideToMove(p);
            for (Move m : changed.legalMoves()) {
                if (changed.play(m).placement().equals(now)) {
                    Heard<Code1897Part> reply = Law06IllegalMoves.replyAfterChangeInOpponentsTurn(c, p);
                    reply = reply.then(Law05Touching.judgeTouchedMen(c.after(reply), p, m));
                    return reply.then(complete(c.after(reply), p, m));
                }
            }
        }
        Move forbidden = null;
        for (Move m : c.game().turnStart().legalMoves()) {
            if (!c.game().turnStart().play(m).placement().equals(now)) {
                continue;
            }
            if (!Part4Odds.permits(c, p, m)) {
                forbidden = m;
            } else {
                Heard<Code1897Part> back = Code1897Part.heard(c.game().backToTurnStart());
                IllegalMoveOnRecord open = c.penalties().illegal();
                boolean substituted = open != null && open.offender() == p && !open.opponentCompletedMove();
                if (substituted) {
                    back = back.then(Law06IllegalMoves.substitutedAfterIllegal(c.after(back), p));
                }
                back = back.then(Law05Touching.judgeTouchedMen(c.after(back), p, m));
                return back.then(complete(c.after(back), p, m));
            }
        }
        Optional<Move> withoutRook = Part4Odds.castlingWithoutRook(c, p);
        Optional<Position> castled = withoutRook.map(m -> Part4Odds.castledWithoutRook(c.game().turnStart(), m));
        if (castled.isPresent() && castled.get().placement().equals(now)) {
            Heard<Code1897Part> back = Code1897Part.heard(c.game().backToTurnStart());
            back = back.then(Law05Touching.judgeTouchedMen(c.after(back), p, castled.get()));
            return back.then(complete(c.after(back), p, withoutRook.get(), castled.get()));
        }
        if (Law05Touching.castlingUnderway(c, p) || Law04Promotion.promotionUnderway(c, p) || captureUnderway(c)) {
            return Code1897Part.NOTHING;
        }
        if (forbidden != null) {
            return Part4Odds.forbiddenInOddsTurn(c, p, forbidden, description);
        }
        return Law06IllegalMoves.illegalMove(c, p, description);
    }

    /**
     * I.14.B(a): a capture "is 'complete' when the player has quitted the transferred man, and has
     * removed from the board the captured man". Either may come first, so a change that is one
     * half of a legal capture is no move yet, legal or illegal: the captured man taken off with the
     * capturing man still on its square, or the capturing man quitted on its square with the man
     * taken in passing still standing.
     */
    static boolean captureUnderway(Code1897Hearing c) {
        Position start = c.game().turnStart();
        String now = c.game().board().placement();
        for (Move m : start.legalMoves()) {
            if (!start.isCapture(m)) {
                continue;
            }
            Square captured = start.isEnPassant(m) ? Square.at(m.to().file(), m.from().rank()) : m.to();
            if (Hands.without(start, captured, c.game().turn()).placement().equals(now)) {
                return true;
            }
            Piece taken = start.pieceAt(captured).orElseThrow();
            if (captured != m.to() && Hands.put(start.play(m), captured, taken, c.game().turn()).placement().equals(now)) {
                return true;
            }
        }
        return false;
    }

    /** Completes a legal move: the record, the counters, and the next turn's commencement. */
    static Heard<Code1897Part> complete(Code1897Hearing c, Color mover, Move move) {
        return complete(c, mover, move, c.game().board().play(move));
    }

    /**
     * Completes a move that leaves the men as {@code after}: a legal move, or one the Code allows
     * beyond I.11 (IV.5, castling without the Rook). A turn of several moves at odds (IV.4) goes on
     * with the same player and the same commencement until its last move.
     */
    static Heard<Code1897Part> complete(Code1897Hearing c, Color mover, Move move, Position after) {
        Position before = c.game().board();
        // Each law gives what the move changes of its part; the notices are given on the men as they stood before it.
        Heard<Code1897Part> made = Law11Penalties.moveMade(c, mover, move);
        Penalties penalties = made.last(Penalties.class, c.penalties());
        Set<Square> carried = Law05Touching.carriedOver(c.handling().touches().outOfTurn(), before, after, move);
        BoardAndRecord moved = c.game().moveCompleted(mover, move, after, Law04Promotion.namedAfter(c.game(), move), c.seq);
        Handling commenced = c.handling().turnCommenced(carried);
        Heard<Code1897Part> heard = made.then(Code1897Part.heard(moved, commenced, c.sittings().moveCompleted(mover),
                penalties.moveCompleted(mover)));
        if (Part4Odds.turnGoesOn(c.after(heard), mover)) {
            heard = heard.then(Code1897Part.heard(moved.turnStartsFrom(mover, after.withSideToMove(mover)),
                    commenced.oddsTurnGoesOn(carried)));
        } else {
            heard = heard.then(moved.commenced());
        }
        heard = heard.then(Part1Outcome.afterMove(c.after(heard), mover));
        heard = heard.then(Part3Communication.followSeries(c.after(heard), mover, move, before));
        Code1897Hearing played = c.after(heard);
        return played.finished() ? heard : heard.then(Law11Penalties.turnCommences(played));
    }
}
