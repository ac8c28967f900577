package org.arbiter.board;

import java.util.Optional;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The reducer of a square's change: a man leaving or arriving read against the hands, the turn and
 * the move still open, as lifts, placements, releases, removals, promotions and whole moves. Each step
 * takes a {@link Track} and gives the next; while it reads, it holds the parts it replaces. It knows
 * nothing of time (the debounce, the hold time, the clock), which {@link ActMaker} reads.
 */
final class HandReading {
    private Men board;
    private Hand hand;
    private Turn turn;
    private ActLog log;
    private OpenMove open;

    private HandReading(Track t) {
        this.board = t.board();
        this.hand = t.hand();
        this.turn = t.turn();
        this.log = t.log();
        this.open = t.open();
    }

    private Track track() {
        return new Track(board, hand, turn, log, open);
    }

    private void take(Track t) {
        board = t.board();
        hand = t.hand();
        turn = t.turn();
        log = t.log();
        open = t.open();
    }

    /** {@code s} now holds {@code now} (null: empty) at {@code at}. */
    static Track change(Track t, long at, Square s, Piece now) {
        HandReading r = new HandReading(t);
        r.change(at, s, now);
        return r.track();
    }

    /** {@code man} left {@code s} at {@code at}. */
    static Track vacate(Track t, long at, Square s, Piece man) {
        HandReading r = new HandReading(t);
        r.vacate(at, s, man);
        return r.track();
    }

    /** {@code man} arrived on {@code s} at {@code at}. */
    static Track occupy(Track t, long at, Square s, Piece man) {
        HandReading r = new HandReading(t);
        r.occupy(at, s, man);
        return r.track();
    }

    /** The man under the hand is let go at {@code at}. */
    static Track release(Track t, long at) {
        HandReading r = new HandReading(t);
        r.release(at);
        return r.track();
    }

    /** The provisional move's man, lifted from {@code s}, moves on: the move is withdrawn. */
    static Track resume(Track t, Square s) {
        HandReading r = new HandReading(t);
        r.resume(s);
        return r.track();
    }

    /** The track once the provisional move's man, gone from where it rested, is found already come down where it could go; null when it is not. */
    static Track landedFirst(Track t) {
        HandReading r = new HandReading(t);
        return r.landedFirst() ? r.track() : null;
    }

    /** The man of a move completed by the debounce alone moves on: the release the board did not see is withdrawn. */
    private void resume(Square s) {
        OpenMove.Provisional p = open.provisional();
        open = open.withdrawn();
        log = p.log();
        turn = p.turn();
        board = board.with(s, null);
        hand = hand.holding(p.held());
    }

    private void change(long at, Square s, Piece now) {
        Piece before = board.on(s);
        if (before == now) {
            return;
        }
        if (before != null && now != null && now.color() != before.color()) {
            // A man of the other side put straight onto the man just put down: the move was made, and this is the capture.
            if (s == hand.pendingPlace() && before == hand.pendingMan().piece()) {
                release(at);
            } else if (open.restsOn(s, before)) {
                close(at);
            }
        }
        if (before != null) {
            vacate(at, s, before);
        }
        if (now != null) {
            occupy(at, s, now);
        }
    }

    private void vacate(long at, Square s, Piece man) {
        if (open.restsOn(s, man)) {
            board = board.with(s, null);
            if (!landedFirst()) {
                open = open.doubted(at);
            }
            return;
        }
        if (hand.orphans().stream().anyMatch(o -> o.square() == s)) {
            hand = hand.leftFrom(s);
            // A man no act brought there leaves again: nothing happened that an act could say.
            board = board.with(s, null);
            return;
        }
        if (s == hand.pendingPlace()) {
            board = board.with(s, null);
            // Still under the hand: the man slides on, or is picked up again before being quitted.
            Hand.Orphan o = hand.orphan(man);
            if (o != null) {
                hand = hand.without(o).under(hand.pendingMan(), o.square(), o.at());
                return;
            }
            // Picked up again, or taken at once by the opponent (no clock to tell): the next change tells.
            open = open.picked(at);
            return;
        }
        Track castling = Chess960Castling.rookLandedUnseen(track(), at, s, man);
        if (castling != null) {
            take(castling);
            return;
        }
        if (hand.busy()) {
            // The hand has gone to another man; the move it quitted is judged on the board before this change.
            release(at);
        }
        board = board.with(s, null);
        if (hand.held() != null) {
            if (Chess960Castling.rook(turn, hand.held(), s, man)) {
                // II.3.2.5.1: the King is set beside the board while his Rook is moved, as the laws hear that castling.
                Held king = hand.held();
                emit(at, Kind.RELEASE, king.piece().color(), null, king.piece());
                emit(at, Kind.LIFT, man.color(), s, man);
                hand = hand.holding(Held.lifted(man, s, at)).waits(king.besideTheBoard());
                Hand.Orphan landed = hand.orphan(man);
                if (landed != null && landed.square() == Chess960Castling.rookSquare(Chess960Castling.of(turn.start(), king.from(), s))) {
                    // The Rook's arrival was reported before his leaving: he is down, not yet let go.
                    hand = hand.without(landed).putDown(landed.square(), landed.at());
                }
                return;
            }
            if (man.color() != hand.held().piece().color()) {
                emit(at, Kind.REMOVE, hand.held().piece().color(), s, man);
            } else {
                Hand.Orphan o = hand.orphan(man);
                if (o != null) {
                    hand = hand.without(o);
                }
                hand = hand.waits(new Held(man, s, at, o == null ? null : o.square()));
            }
            return;
        }
        Color side = turn.side();
        if (man.color() == side) {
            if (man.type() == PieceType.PAWN && s.rankFor(side) == 8) {
                hand = hand.swapping(s);
                return;
            }
            turn = turn.movedBy(side);
            emit(at, Kind.LIFT, side, s, man);
            Hand.Orphan o = hand.orphan(man);
            if (o == null) {
                o = hand.promotedOrphan(man);
            }
            if (o == null) {
                hand = hand.holding(Held.lifted(man, s, at));
            } else if (o.piece() == man) {
                // The board reported the man's arrival before its departure (the scan passed the new square first).
                hand = hand.without(o).under(Held.lifted(man, s, at), o.square(), Math.max(o.at(), at));
            } else {
                hand = hand.without(o);
                emit(at, Kind.PLACE, side, o.square(), man);
                emit(at, Kind.PROMOTE, side, null, o.piece());
                log = log.promotedTo(o.piece().type());
                hand = hand.promoted(o.piece());
            }
            return;
        }
        if (turn.capturable(s)) {
            turn = turn.movedBy(side);
            emit(at, Kind.REMOVE, side, s, man);
            completion();
            return;
        }
        Hand.Orphan o = hand.orphan(man);
        if (o != null) {
            hand = hand.without(o);
            wholeMove(Held.lifted(man, s, at), o.square(), Math.max(at, o.at()));
            return;
        }
        hand = hand.outOfTurn(Held.lifted(man, s, at));
    }

    private void occupy(long at, Square s, Piece man) {
        board = board.with(s, man);
        Held held = hand.held();
        if (held != null) {
            if (man == held.piece()) {
                hand = hand.putDown(s, at);
                return;
            }
            if (Hand.promotes(held.piece(), man, s)) {
                emit(at, Kind.PLACE, held.piece().color(), s, held.piece());
                emit(at, Kind.PROMOTE, held.piece().color(), null, man);
                log = log.promotedTo(man.type());
                hand = hand.promoted(man);
                return;
            }
            int i = hand.waiting(man);
            hand = i >= 0 ? hand.landed(i, s) : hand.orphaned(s, man, at);
            return;
        }
        Color side = turn.side();
        if (s == hand.swap() && man.color() == side && man.type().isPromotionPiece()) {
            hand = hand.swapping(null);
            turn = turn.movedBy(side);
            emit(at, Kind.PROMOTE, side, null, man);
            log = log.promotedTo(man.type());
            completion();
            return;
        }
        Held o = hand.outOfTurn();
        if (o != null && man == o.piece()) {
            hand = hand.outOfTurn(null);
            wholeMove(o, s, at);
            return;
        }
        int i = hand.waiting(man);
        if (i >= 0) {
            hand = hand.first(i);
            if (hand.busy()) {
                board = board.with(s, null);
                release(at);
                board = board.with(s, man);
            } else {
                Held w = hand.waiting().getFirst();
                hand = hand.takenUp();
                takeUp(w, at);
            }
            if (hand.held() == null && hand.outOfTurn() == null) {
                hand = hand.orphaned(s, man, at);
                return;
            }
            occupy(at, s, man);
            return;
        }
        Square left = kingLeft(s, man);
        if (left != null) {
            Track castling = Chess960Castling.kingSetAsideUnseen(track(), at, left, s, man);
            if (castling != null) {
                take(castling);
                return;
            }
            // A side has one King: seen arriving while the board still shows him elsewhere, he has left there (its update lost, or to come).
            board = board.with(s, null);
            vacate(at, left, man);
            occupy(at, s, man);
            return;
        }
        hand = hand.orphaned(s, man, at);
    }

    /** The square {@code man}, a King arriving on {@code s} with no hand on him, still stands on by the board; null when none. */
    private Square kingLeft(Square s, Piece man) {
        if (man.type() != PieceType.KING) {
            return null;
        }
        for (Square q : Square.values()) {
            if (q != s && board.on(q) == man) {
                return q;
            }
        }
        return null;
    }

    private void release(long at) {
        Piece man = hand.quitting();
        if (hand.pendingPlace() != null) {
            emit(hand.pendingAt(), Kind.PLACE, man.color(), hand.pendingPlace(), man);
        }
        hand = hand.released();
        emit(at, Kind.RELEASE, turn.mover() == null ? turn.side() : turn.mover(), null, man);
        completion();
        if (!hand.waiting().isEmpty()) {
            Held w = hand.waiting().getFirst();
            hand = hand.takenUp();
            takeUp(w, at);
        }
    }

    /** A man lifted while the hand held another, taken up now that the hand is free. */
    private void takeUp(Held w, long at) {
        if (w.piece().color() != turn.side()) {
            // The move just quitted passed the turn: this man is moved out of turn.
            if (w.landedOn() != null) {
                wholeMove(w, w.landedOn(), at);
            } else {
                hand = hand.outOfTurn(w);
            }
            return;
        }
        turn = turn.movedBy(w.piece().color());
        if (!w.beside()) {
            emit(w.at(), Kind.LIFT, turn.mover(), w.from(), w.piece());
        }
        hand = w.landedOn() != null ? hand.under(w, w.landedOn(), at) : hand.holding(w);
    }

    /** A man of the side not to move, taken up and put down: a whole move, or a touch when it came back. */
    private void wholeMove(Held o, Square to, long at) {
        if (o.from() == to) {
            emit(at, Kind.TOUCH, o.piece().color(), to, o.piece());
            return;
        }
        log = log.written(new Act(log.stamp(at), Kind.MOVE, o.piece().color(), Optional.of(o.from()), Optional.of(to),
                Optional.empty()), o.piece());
        outOfTurnMove(o.piece().color());
    }

    /** The provisional move's man, gone from where it rested, already seen where that move could go on to: it moved on. */
    private boolean landedFirst() {
        OpenMove.Provisional p = open.provisional();
        for (Hand.Orphan o : hand.orphans()) {
            if (o.piece() == p.held().piece() && p.reaches(o.square())) {
                hand = hand.without(o);
                resume(p.on());
                hand = hand.putDown(o.square(), o.at());
                return true;
            }
        }
        return false;
    }

    /** Once the hand is free: if the men now stand as a legal move from the turn's commencement leaves them, the turn passes. */
    private void completion() {
        if (!hand.free() || hand.waiting().stream().anyMatch(Held::beside)) {
            return;
        }
        Position after = turn.explain(turn.start(), board, placement());
        if (after != null) {
            turn = turn.passed(after, log.size());
        }
    }

    /** After a whole move out of turn: castling begun with the Rook, or the turn taken physically. */
    private void outOfTurnMove(Color by) {
        String now = placement();
        Position after = turn.previousStart() == null ? null : turn.explain(turn.previousStart(), board, now);
        if (after == null) {
            after = turn.explain(turn.start(), board, now);
        }
        if (after == null) {
            after = turn.setup(board, by.opposite());
        }
        turn = turn.taken(after, log.size());
    }

    private void emit(long at, Kind kind, Color by, Square square, Piece man) {
        log = log.emit(at, kind, by, square, man);
    }

    private void close(long at) {
        open = open.closed(at);
    }

    private String placement() {
        return track().placement();
    }
}
