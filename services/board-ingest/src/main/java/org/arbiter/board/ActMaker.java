package org.arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The reading of square changes as acts, one observation at a time. It follows the men on the
 * board and the position at the commencement of the turn (to know whose turn it is and which
 * removals are captures); it never decides whether a move is legal, which is the law engine's work.
 * What it keeps is in immutable parts, one field each, replaced as it reads: the men ({@link Men}),
 * the hands ({@link Hand}), the turn ({@link Turn}), the lines written ({@link ActLog}), the acts not
 * yet final ({@link OpenMove}) and the clock ({@link ClockReader}). It reads the observations in time
 * (the debounce, the hold time, the clock, the observations ahead); each square's change it hands to
 * {@link HandReading}, which gives the next {@link Track} of the parts.
 */
final class ActMaker {
    private final long debounce;
    private final long hold;
    private final boolean presses;
    /** The men as the squares last reported them. */
    private Men board;
    /** The lines written, with the man each concerns, to find the kings' result signal. */
    private ActLog log;
    /** Whose turn it is, and where the last move was completed. */
    private Turn turn;
    /** What the hands hold and have set down that no act has yet said. */
    private Hand hand = Hand.empty();
    /** Whose clock runs, and the sides already written at 0:00. */
    private ClockReader clock;
    /** When the board last changed: it is still once the debounce time has passed since. */
    private long lastChange = -1;
    /** Whether the reading has seen the board (a first dump that differs is then a lost update, not the start). */
    private boolean seen;
    /** The start as the first board dump showed it, where it differed from the start given; null if it did not. */
    private Position dumpedStart;
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
                && track().placement().equals(turn.start().placement());
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
            sideFromFirstLift(c);
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

    /**
     * The first man lifted, or put down, after a first dump set up otherwise may show whose turn it is
     * ({@link DumpedStart#firstLift}, {@link DumpedStart#firstLanding}).
     */
    private void sideFromFirstLift(Observation.SquareChange c) {
        if (dumpedStart != null && turn.mover() == null && hand.quiet()) {
            (c.piece().isEmpty() ? DumpedStart.firstLift(turn, board, c.square(), ahead)
                    : DumpedStart.firstLanding(turn, board, c, ahead)).ifPresent(set -> {
                turn = turn.startsAt(set);
                dumpedStart = set;
            });
        }
    }

    /** A change taken out as the sensor's: no act, but the board was not still then. */
    void stir(long at) {
        settle(at);
        lastChange = Math.max(lastChange, at);
    }

    /** The start the first board dump showed, where it differed from the start given. */
    Optional<Position> dumpedStart() {
        return Optional.ofNullable(dumpedStart);
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
            turn = turn.startsAt(DumpedStart.of(turn, board));
            dumpedStart = turn.start();
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

    /** A press releases the man in hand; the press and a clock showing 0:00 are written as the clock shows them. */
    private void clock(Observation.ClockReading r) {
        Optional<Color> pressed = clock.pressed(r);
        ClockReader before = clock;
        clock = clock.read(r);
        // A press lets go of every man under the hand: a Chess960 King come down beside his Rook is let go after it.
        while (pressed.isPresent() && hand.busy()) {
            release(r.at());
        }
        if (pressed.isPresent() && presses) {
            log = log.written(ClockReader.press(r, pressed.get(), log.stamp(r.at())), null);
        }
        before.zero(r, log.stamp(r.at())).ifPresent(a -> log = log.written(a, null));
    }

    /** The parts as they stand, for {@link HandReading}. */
    private Track track() {
        return new Track(board, hand, turn, log, open);
    }

    /** The parts as {@link HandReading} left them. */
    private void apply(Track t) {
        board = t.board();
        hand = t.hand();
        turn = t.turn();
        log = t.log();
        open = t.open();
    }

    private void change(long at, Square s, Piece now) {
        apply(HandReading.change(track(), at, s, now));
    }

    private void vacate(long at, Square s, Piece man) {
        apply(HandReading.vacate(track(), at, s, man));
    }

    private void occupy(long at, Square s, Piece man) {
        apply(HandReading.occupy(track(), at, s, man));
    }

    private void release(long at) {
        apply(HandReading.release(track(), at));
    }

    private void resume(Square s) {
        apply(HandReading.resume(track(), s));
    }

    /** Whether the provisional move's man, gone from where it rested, had already come down where it could go: it moved on. */
    private boolean landedFirst() {
        Track t = HandReading.landedFirst(track());
        if (t != null) {
            apply(t);
        }
        return t != null;
    }

    private void note(long at, String text) {
        log = log.note(at, text);
    }
}
