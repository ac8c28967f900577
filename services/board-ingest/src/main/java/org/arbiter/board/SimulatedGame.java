package org.arbiter.board;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The imaginary board of one game and the recording of what a reader would read from it, as the
 * hands move the men; {@code dice} decides the noises.
 */
final class SimulatedGame {
    /** One square's new contents at a moment. */
    private record Change(long at, Square square, Piece piece) {
    }

    private final BoardSimulator.Dice dice;
    private final boolean withClock;
    final DgtCapture capture = new DgtCapture();
    final Map<BoardSimulator.Noise, Integer> noises = new EnumMap<>(BoardSimulator.Noise.class);
    final Piece[] board = new Piece[64];
    long t;
    final long[] remaining = {90 * 60_000L, 90 * 60_000L};
    long clockSince;
    long lastRead;
    /** Whether the board stands turned round, so that every square is sent as its field half a circle round. */
    boolean turned;

    SimulatedGame(Position start, BoardSimulator.Dice dice, boolean withClock) {
        this.dice = dice;
        this.withClock = withClock;
        start.men().forEach((s, p) -> board[s.ordinal()] = p);
    }

    void count(BoardSimulator.Noise n) {
        noises.merge(n, 1, Integer::sum);
    }

    void send(long requested, byte[] message) {
        long at = Math.max(requested, lastRead);
        lastRead = at;
        if (message.length > 1 && dice.roll(BoardSimulator.Noise.SPLIT_READ)) {
            count(BoardSimulator.Noise.SPLIT_READ);
            int cut = 1 + dice.random().nextInt(message.length - 1);
            byte[] first = new byte[cut];
            byte[] second = new byte[message.length - cut];
            System.arraycopy(message, 0, first, 0, cut);
            System.arraycopy(message, cut, second, 0, second.length);
            capture.read(at, first);
            capture.read(at + 1, second);
            lastRead = at + 1;
        } else {
            capture.read(at, message);
        }
    }

    void dump(long at) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        for (Square s : Square.values()) {
            if (board[s.ordinal()] != null) {
                men.put(field(s), board[s.ordinal()]);
            }
        }
        send(at, DgtEncoder.boardDump(men));
    }

    /** The square as the board numbers it: turned round when the board is. */
    Square field(Square s) {
        return turned ? Orientation.rotate(s) : s;
    }

    /** Every man taken off, then set up again on the board turned round (a position transferred to a board placed the other way). */
    void transferTurned(Position p) {
        List<Change> off = new ArrayList<>();
        List<Square> occupied = new ArrayList<>(p.men().keySet());
        Collections.sort(occupied);
        for (Square s : occupied) {
            t += dice.between(100, 250);
            off.add(new Change(t, s, null));
        }
        play(off, false);
        turned = true;
        t += dice.between(1000, 2000);
        List<Change> on = new ArrayList<>();
        for (Square s : occupied) {
            t += dice.between(100, 250);
            on.add(new Change(t, s, p.pieceAt(s).orElseThrow()));
        }
        play(on, false);
        t += dice.between(1500, 2500);
    }

    void clock(long at, Color running) {
        if (!withClock) {
            return;
        }
        Color stopped = running.opposite();
        remaining[stopped.ordinal()] -= at - clockSince;
        clockSince = at;
        Duration white = Duration.ofMillis(Math.max(0, remaining[0]));
        Duration black = Duration.ofMillis(Math.max(0, remaining[1]));
        send(at, DgtEncoder.clock(white, black, true, running == Color.WHITE));
    }

    /** Sends the changes in time order; {@code lose} drops one field update, which a board dump then repairs. */
    void play(List<Change> changes, boolean lose) {
        changes.sort((a, b) -> Long.compare(a.at, b.at));
        int lost = lose ? dice.random().nextInt(changes.size()) : -1;
        for (int i = 0; i < changes.size(); i++) {
            Change c = changes.get(i);
            board[c.square.ordinal()] = c.piece;
            if (i != lost) {
                send(c.at, DgtEncoder.fieldUpdate(field(c.square), Optional.ofNullable(c.piece)));
            }
            t = Math.max(t, c.at);
        }
        if (lose) {
            count(BoardSimulator.Noise.MISSED_UPDATE);
            t += dice.between(150, 250);
            dump(t);
        }
    }

    /** A square the move leaves alone empties and refills, at any moment from just before the move to its end. */
    void flicker(Position p, List<Change> changes) {
        List<Square> still = new ArrayList<>(p.men().keySet());
        changes.forEach(c -> still.remove(c.square));
        Collections.sort(still);
        Square s = still.get(dice.random().nextInt(still.size()));
        long first = changes.stream().mapToLong(Change::at).min().orElse(t);
        long last = changes.stream().mapToLong(Change::at).max().orElse(t);
        long at = first - 500 + (long) (dice.random().nextDouble() * (last - first + 500));
        count(BoardSimulator.Noise.FLICKER);
        changes.add(new Change(at, s, null));
        changes.add(new Change(at + dice.between(40, 150), s, board[s.ordinal()]));
    }

    void move(Position p, Move m, boolean flicker) {
        Piece man = p.pieceAt(m.from()).orElseThrow();
        List<Change> changes = new ArrayList<>();
        if (dice.roll(BoardSimulator.Noise.PUT_BACK)) {
            count(BoardSimulator.Noise.PUT_BACK);
            changes.add(new Change(t, m.from(), null));
            t += dice.between(300, 900);
            changes.add(new Change(t, m.from(), man));
            t += dice.between(700, 1500);
        }
        if (p.isCastling(m)) {
            castle(p, m, man, changes);
        } else if (p.isCapture(m)) {
            capture(p, m, man, changes);
        } else {
            transfer(p, m, man, changes);
        }
        if (flicker) {
            flicker(p, changes);
        }
        play(changes, dice.roll(BoardSimulator.Noise.MISSED_UPDATE));
    }

    /**
     * Castling as an honest hand makes it: a move of the King (FIDE 3.8.2), so the King first (4.4.2), then
     * the Rook; in Chess960 the King set aside first, the Rook moved, then the King put on his square
     * (Guidelines II.3.2.5.1). Only the {@code CASTLING_ROOK_FIRST} noise, where enabled, moves the Rook first.
     */
    void castle(Position p, Move m, Piece king, List<Change> changes) {
        Position after = p.play(m);
        Piece rook = Piece.of(king.color(), PieceType.ROOK);
        Square kingTo = leaving(after, p, king);
        Square rookFrom = leaving(p, after, rook);
        Square rookTo = leaving(after, p, rook);
        boolean rookFirst = dice.roll(BoardSimulator.Noise.CASTLING_ROOK_FIRST) && !p.isChess960();
        if (kingTo == null || rookFrom == null) {
            // A Chess960 castling that leaves one of the two men where he stands moves the other alone (II.3.2.4).
            lift(kingTo == null ? rookFrom : m.from(), changes);
            land(kingTo == null ? rookTo : kingTo, kingTo == null ? rook : king, changes);
        } else if (p.isChess960()) {
            lift(m.from(), changes);
            t += dice.between(100, 400);
            lift(rookFrom, changes);
            land(rookTo, rook, changes);
            land(kingTo, king, changes);
        } else if (rookFirst) {
            count(BoardSimulator.Noise.CASTLING_ROOK_FIRST);
            lift(rookFrom, changes);
            land(rookTo, rook, changes);
            t += dice.between(100, 400);
            lift(m.from(), changes);
            land(kingTo, king, changes);
        } else {
            lift(m.from(), changes);
            land(kingTo, king, changes);
            t += dice.between(100, 400);
            lift(rookFrom, changes);
            land(rookTo, rook, changes);
        }
    }

    /** The square where {@code man} stands in {@code a} but not in {@code b}; null when none (a Chess960 man that stays). */
    private static Square leaving(Position a, Position b, Piece man) {
        for (Map.Entry<Square, Piece> e : a.men().entrySet()) {
            if (e.getValue() == man && b.pieceAt(e.getKey()).orElse(null) != man) {
                return e.getKey();
            }
        }
        return null;
    }

    void capture(Position p, Move m, Piece man, List<Change> changes) {
        Square taken = p.isEnPassant(m) ? Square.at(m.to().file(), m.from().rank()) : m.to();
        if (taken == m.to() && dice.roll(BoardSimulator.Noise.CAPTURE_ONTO)) {
            count(BoardSimulator.Noise.CAPTURE_ONTO);
            lift(m.from(), changes);
            land(m.to(), promoted(m, man, changes), changes);
            return;
        }
        Piece captured = p.pieceAt(taken).orElseThrow();
        if (dice.roll(BoardSimulator.Noise.CAPTURE_ORDER)) {
            count(BoardSimulator.Noise.CAPTURE_ORDER);
            lift(m.from(), changes);
            t += dice.between(100, 400);
            changes.add(new Change(t, taken, null));
            setDown(p, m, captured, changes);
            t += dice.between(100, 400);
            land(m.to(), promoted(m, man, changes), changes);
        } else {
            changes.add(new Change(t, taken, null));
            setDown(p, m, captured, changes);
            t += dice.between(200, 700);
            lift(m.from(), changes);
            land(m.to(), promoted(m, man, changes), changes);
        }
    }

    /** The captured man, taken off, set down for a moment on an empty square the move leaves alone. */
    void setDown(Position p, Move m, Piece captured, List<Change> changes) {
        if (!dice.roll(BoardSimulator.Noise.CAPTURED_SET_DOWN)) {
            return;
        }
        List<Square> empty = new ArrayList<>();
        for (Square s : Square.values()) {
            if (p.pieceAt(s).isEmpty() && s != m.to() && s != m.from()) {
                empty.add(s);
            }
        }
        count(BoardSimulator.Noise.CAPTURED_SET_DOWN);
        Square s = empty.get(dice.random().nextInt(empty.size()));
        t += dice.between(100, 300);
        changes.add(new Change(t, s, captured));
        t += dice.between(350, 900);
        changes.add(new Change(t, s, null));
    }

    void transfer(Position p, Move m, Piece man, List<Change> changes) {
        List<Square> path = path(m);
        List<Square> stops = new ArrayList<>();
        for (Move other : p.legalMoves()) {
            if (other.from() == m.from() && path.contains(other.to())) {
                stops.add(other.to());
            }
        }
        if (!stops.isEmpty() && m.promotion().isEmpty() && dice.roll(BoardSimulator.Noise.REST)) {
            count(BoardSimulator.Noise.REST);
            lift(m.from(), changes);
            Square stop = stops.get(dice.random().nextInt(stops.size()));
            land(stop, man, changes);
            t += dice.between(400, 1200);
            changes.add(new Change(t, stop, null));
            t += dice.between(60, 300);
            changes.add(new Change(t, m.to(), man));
            return;
        }
        if (!path.isEmpty() && dice.roll(BoardSimulator.Noise.SLIDE)) {
            count(BoardSimulator.Noise.SLIDE);
            lift(m.from(), changes);
            for (Square s : path) {
                t += dice.between(60, 120);
                changes.add(new Change(t, s, man));
                t += dice.between(60, 120);
                changes.add(new Change(t, s, null));
            }
            t += dice.between(60, 120);
            changes.add(new Change(t, m.to(), promoted(m, man, changes)));
            return;
        }
        if (m.promotion().isEmpty() && dice.roll(BoardSimulator.Noise.SCAN_ORDER)) {
            count(BoardSimulator.Noise.SCAN_ORDER);
            t += dice.between(300, 900);
            changes.add(new Change(t, m.to(), man));
            changes.add(new Change(t + dice.between(20, 120), m.from(), null));
            return;
        }
        lift(m.from(), changes);
        land(m.to(), promoted(m, man, changes), changes);
    }

    void lift(Square s, List<Change> changes) {
        changes.add(new Change(t, s, null));
    }

    void land(Square s, Piece man, List<Change> changes) {
        t += dice.between(300, 900);
        changes.add(new Change(t, s, man));
    }

    /** The man that lands on the last rank: the piece, after the Pawn itself when it is put there first. */
    Piece promoted(Move m, Piece man, List<Change> changes) {
        if (m.promotion().isEmpty()) {
            return man;
        }
        if (dice.roll(BoardSimulator.Noise.PROMOTION_SWAP)) {
            count(BoardSimulator.Noise.PROMOTION_SWAP);
            t += dice.between(300, 900);
            changes.add(new Change(t, m.to(), man));
            t += dice.random().nextBoolean() ? dice.between(50, 200) : dice.between(500, 1200);
            changes.add(new Change(t, m.to(), null));
            t += dice.between(200, 600);
        }
        return Piece.of(man.color(), m.promotion().get());
    }

    /** The squares between from and to on a rank, file or diagonal; none for a Knight's leap or a single step. */
    List<Square> path(Move m) {
        int df = Integer.signum(m.to().file() - m.from().file());
        int dr = Integer.signum(m.to().rank() - m.from().rank());
        int fileSpan = Math.abs(m.to().file() - m.from().file());
        int rankSpan = Math.abs(m.to().rank() - m.from().rank());
        List<Square> path = new ArrayList<>();
        if (!(fileSpan == 0 || rankSpan == 0 || fileSpan == rankSpan)) {
            return path;
        }
        int f = m.from().file() + df;
        int r = m.from().rank() + dr;
        while (f != m.to().file() || r != m.to().rank()) {
            path.add(Square.at(f, r));
            f += df;
            r += dr;
        }
        return path;
    }

    /**
     * After the game, both Kings lifted and put on the centre squares for the result (DGT's
     * convention), when those squares are free; none for an unfinished game.
     */
    boolean resultSignal(Position p, String result) {
        Square[] squares = switch (result) {
            case "1-0" -> new Square[] {Square.E4, Square.D5};
            case "0-1" -> new Square[] {Square.D4, Square.E5};
            case "1/2-1/2" -> new Square[] {Square.E4, Square.E5};
            default -> null;
        };
        if (squares == null) {
            return false;
        }
        Square white = null;
        Square black = null;
        for (Map.Entry<Square, Piece> e : p.men().entrySet()) {
            if (e.getValue() == Piece.WHITE_KING) {
                white = e.getKey();
            } else if (e.getValue() == Piece.BLACK_KING) {
                black = e.getKey();
            }
        }
        if (white == null || black == null || board[squares[0].ordinal()] != null || board[squares[1].ordinal()] != null) {
            return false;
        }
        t += dice.between(2000, 5000);
        List<Change> changes = new ArrayList<>();
        changes.add(new Change(t, white, null));
        t += dice.between(200, 500);
        changes.add(new Change(t, black, null));
        land(squares[0], Piece.WHITE_KING, changes);
        land(squares[1], Piece.BLACK_KING, changes);
        play(changes, false);
        return true;
    }
}
