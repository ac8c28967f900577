package org.arbiter.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.board.BoardAct.Note;
import org.arbiter.chess.CastlingRight;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The reading of square changes as acts, one observation at a time. It follows the men on the
 * board and the position at the commencement of the turn (to know whose turn it is and which
 * removals are captures); it never decides whether a move is legal, which is the law engine's work.
 */
final class ActMaker {
    private final long debounce;
    private final long hold;
    private final boolean presses;
    /** The men as the squares last reported them. */
    private Men board;
    /** The lines written, with the man each concerns, to find the kings' result signal. */
    private ActLog log;
    private Turn turn;
    /** What the hands hold and have set down that no act has yet said. */
    private Hand hand = Hand.empty();
    private final ClockReader clock;
    private long lastChange = -1;
    private boolean seen;
    /** The acts not yet final: a provisional move, a man just put down gone again, a man set down not yet read. */
    private OpenMove open = OpenMove.none();
    /** The observations known to follow the one being read. */
    private List<Observation> ahead = List.of();

    ActMaker(FieldChanges.Start from, Settings settings) {
        this.debounce = settings.debounceMillis();
        this.hold = settings.holdMillis();
        this.presses = settings.presses();
        this.board = Men.of(from.position());
        this.turn = Turn.at(from.position(), from.previousStart());
        this.clock = new ClockReader(from.running(), from.atZero());
        this.log = ActLog.from(from.lastAt());
        // A reading that starts at a quiet moment of a game has seen its board already.
        this.seen = from.turned().isPresent();
    }

    /** Whether the board is quiet before a change at {@code at}: a reading may start afresh there. */
    boolean quiet(long at) {
        return hand.quiet() && open.settled(at, debounce) && at - lastChange >= debounce
                && placement().equals(turn.start().placement());
    }

    /** Where a reading starting here begins. */
    FieldChanges.Start startHere(boolean turned) {
        return new FieldChanges.Start(turn.start(), turn.previousStart(), clock.running(), log.lastAt(), Optional.of(turned),
                clock.atZero());
    }

    /** The acts (not comment lines) written so far. */
    int acts() {
        return log.acts();
    }

    /**
     * Reads {@code o}; {@code ahead} holds the observations known to follow it, which tell a man
     * taken by the opponent and set down for a moment from the mover's own man moving on.
     */
    void observe(Observation o, List<Observation> ahead) {
        this.ahead = ahead;
        if (o instanceof Observation.SquareChange c && board.on(c.square()) == c.piece().orElse(null)) {
            // A report of what the square already holds (its change before was lost) tells nothing of anyone's hand.
            stir(o.at());
            return;
        }
        if (open.picking()) {
            resolvePick(o);
        }
        settle(o.at());
        if (open.doubting()) {
            resolveDoubt(o);
        }
        if (open.provisional() != null && (!held(open.provisional(), o.at()) || !movesOn(o))) {
            close(o.at());
        }
        if (o instanceof Observation.SquareChange c) {
            change(c.at(), c.square(), c.piece().orElse(null));
            lastChange = c.at();
        } else if (o instanceof Observation.BoardScan s) {
            scan(s);
        } else if (o instanceof Observation.ClockReading r) {
            clock(r);
        } else if (o instanceof Observation.Remark r) {
            note(r.at(), r.text());
            return;
        }
        seen = true;
    }

    /** A change taken out as the sensor's: no act, but the board was not still then. */
    void stir(long at) {
        settle(at);
        lastChange = Math.max(lastChange, at);
    }

    List<BoardAct> finish() {
        ahead = List.of();
        if (open.picking()) {
            resolvePick(null);
        }
        if (open.doubting()) {
            resolveDoubt(null);
        }
        // As if the board stayed still from here: a move quitted so is provisional as any other.
        settle(Long.MAX_VALUE);
        Optional<ActLog> ended = GameEnd.resultSignal(board, log, turn.completedAt());
        boolean signal = ended.isPresent();
        log = ended.or(() -> GameEnd.cleared(log, turn.completedAt())).orElse(log);
        log = hand.leftOver(log, signal);
        return log.lines();
    }

    private void settle(long now) {
        if (hand.busy() && !open.picking() && now - lastChange >= debounce) {
            OpenMove.Provisional before = hand.pendingPlace() == null || !hand.waiting().isEmpty() ? null
                    : new OpenMove.Provisional(log, hand.pendingMan(), hand.pendingPlace(), lastChange + debounce, turn);
            release(lastChange + debounce);
            if (before != null && turn.start() != before.turn().start() && hand.held() == null && hand.pendingPlace() == null) {
                open = open.opened(before);
            }
        }
    }

    /** Whether {@code o} is the man of a provisional move lifted again from where it rested: an observation that keeps it open. */
    private boolean movesOn(Observation o) {
        if (o instanceof Observation.BoardScan) {
            return true;
        }
        if (o instanceof Observation.ClockReading r) {
            return r.running().isEmpty() || clock.running().isEmpty() || r.running().equals(clock.running());
        }
        if (!(o instanceof Observation.SquareChange c)) {
            return false;
        }
        OpenMove.Provisional p = open.provisional();
        Piece man = p.man();
        boolean leaves = c.piece().isEmpty() && c.square() == p.on() && board.on(c.square()) == man;
        // Its arrival reported before its leaving (the scan's order), or its leaving lost: it moves on too.
        boolean arrives = c.piece().orElse(null) == man && board.on(p.on()) == man && p.reaches(c.square());
        return leaves || arrives;
    }

    /**
     * The man just put down left its square before the board was still. If the next change is the
     * opponent's (his man leaving or arriving), the opponent took it: the move was made; otherwise
     * the mover picked it up again.
     */
    private void resolvePick(Observation next) {
        long at = open.pickedAt();
        open = open.picked(-1);
        Square s = hand.pendingPlace();
        Piece man = hand.pendingMan().piece();
        boolean opponent = next instanceof Observation.SquareChange c
                && (opponentMan(c.piece().orElse(board.on(c.square())), man.color()) || setDown(c, s, man, log.size()));
        if (!opponent) {
            hand = hand.pickedUp();
            return;
        }
        board = board.with(s, man);
        release(at);
        vacate(at, s, man);
    }

    /**
     * Whether {@code c}, the mover's man just gone from {@code on} appearing on another square, is that
     * man taken by the opponent and set down; when the observations so far cannot tell, the acts from
     * {@code from} on stay open for the hold time (a live board's later reports will).
     */
    private boolean setDown(Observation.SquareChange c, Square on, Piece man, int from) {
        if (c.piece().orElse(null) != man || c.square() == on) {
            return false;
        }
        Flicker.SetDown reading = Flicker.setDown(ahead, 0, on, c.square(), man, debounce);
        if (reading == Flicker.SetDown.NOT_YET_KNOWN) {
            open = open.undecided(from, c.at() + hold);
        }
        return reading == Flicker.SetDown.TAKEN;
    }

    private static boolean opponentMan(Piece p, Color mover) {
        return p != null && p.color() != mover;
    }

    /**
     * The provisional move's man was taken off its square. If it now comes down where a move from its
     * first square could take it, it was moving on; anything else (the opponent's man moving, the
     * man set down where it could not go) means it was the opponent taking it.
     */
    private void resolveDoubt(Observation next) {
        OpenMove.Provisional p = open.provisional();
        long at = open.doubtAt();
        open = open.doubted(-1);
        if (next instanceof Observation.SquareChange c && c.piece().orElse(null) == p.held().piece()
                && held(p, next.at()) && p.reaches(c.square()) && !setDown(c, p.on(), p.held().piece(), p.outSize())) {
            resume(p.on());
            return;
        }
        if (next instanceof Observation.BoardScan scan && held(p, next.at())) {
            // The update of its arrival was lost: the dump shows the man where it went on to.
            for (Map.Entry<Square, Piece> e : scan.men().entrySet()) {
                if (e.getValue() == p.held().piece() && board.on(e.getKey()) != p.held().piece() && p.reaches(e.getKey())) {
                    resume(p.on());
                    return;
                }
            }
        }
        // At the end of what is known, the man may still be coming down: the move stays open its hold time.
        close(next == null ? Math.max(at, p.releasedAt() + hold - debounce) : next.at());
        board = board.with(p.on(), p.held().piece());
        vacate(at, p.on(), p.held().piece());
    }

    /**
     * Whether the provisional move may still move on at {@code at}: within the hold time, or while its
     * mover's clock runs (he has not pressed, so the move is not made).
     */
    private boolean held(OpenMove.Provisional p, long at) {
        return p.held(at, hold, clock.running());
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

    private void close(long at) {
        open = open.closed(at);
    }

    /** Where the acts not yet final begin (a provisional move's place, the last one made final, or a man set down not yet read). */
    int openFrom() {
        return open.from(log.size());
    }

    /** Until when those acts may still change: the provisional move withdrawn, the change that made it final taken for flicker, or a man set down read otherwise. */
    long openUntil() {
        return open.until(debounce, hold);
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
        if (hand.busy()) {
            // The hand has gone to another man; the move it quitted is judged on the board before this change.
            release(at);
        }
        board = board.with(s, null);
        if (hand.held() != null) {
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
        hand = hand.orphaned(s, man, at);
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
        emit(w.at(), Kind.LIFT, turn.mover(), w.from(), w.piece());
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

    private void scan(Observation.BoardScan s) {
        Map<Square, Piece> men = s.men();
        List<Square> differ = new ArrayList<>();
        for (Square q : Square.values()) {
            if (board.on(q) != men.get(q)) {
                differ.add(q);
            }
        }
        if (differ.isEmpty()) {
            return;
        }
        if (!seen) {
            note(s.at(), "the first board dump differs from the start position on " + differ
                    + "; the board as dumped is taken as the start");
            for (Square q : differ) {
                board = board.with(q, men.get(q));
            }
            turn = turn.startsAt(turn.setup(board, turn.side()));
            return;
        }
        note(s.at(), "the board dump at " + BoardAct.seconds(s.at()) + " s differs from the updates on " + differ
                + "; the changes are read from the dump");
        movedOnUnseen(men, differ);
        for (Square q : differ) {
            Piece was = board.on(q);
            if (was != null) {
                vacate(s.at(), q, was);
            }
        }
        for (Square q : differ) {
            Piece now = men.get(q);
            if (now != null && board.on(q) != now) {
                occupy(s.at(), q, now);
            }
        }
        lastChange = s.at();
    }

    /**
     * A dump showing a provisional move's man gone from where it rested, the man having already come
     * down where that move could go (the update of its leaving was lost): it moved on.
     */
    private void movedOnUnseen(Map<Square, Piece> men, List<Square> differ) {
        OpenMove.Provisional p = open.provisional();
        if (p != null && differ.contains(p.on()) && men.get(p.on()) != p.held().piece() && landedFirst()) {
            differ.remove(p.on());
        }
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

    /** A press releases the man in hand; the press and a clock showing 0:00 are written as the clock shows them. */
    private void clock(Observation.ClockReading r) {
        Optional<Color> pressed = clock.pressed(r);
        if (pressed.isPresent() && hand.busy()) {
            release(r.at());
        }
        if (pressed.isPresent() && presses) {
            log = log.written(ClockReader.press(r, pressed.get(), log.stamp(r.at())), null);
        }
        clock.zero(r, log.stamp(r.at())).ifPresent(a -> log = log.written(a, null));
    }

    /** Once the hand is free: if the men now stand as a legal move from the turn's commencement leaves them, the turn passes. */
    private void completion() {
        if (!hand.free()) {
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

    /** Where the men stand as the acts written so far put them: a man no act has brought yet is not counted. */
    private String placement() {
        return board.placement(hand.orphans().stream().map(Hand.Orphan::square).toList());
    }

    private void emit(long at, Kind kind, Color by, Square square, Piece man) {
        log = log.emit(at, kind, by, square, man);
    }

    private void note(long at, String text) {
        log = log.note(at, text);
    }
}
