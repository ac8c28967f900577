package org.arbiter.board;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Plays games on an imaginary DGT board and records what a reader would have read: a board dump
 * at the start, a field update for every square that changes as the hands move the men, a clock
 * message at every press, and, at a given rate each, the noises of real boards and real hands.
 * The same seed gives the same bytes.
 */
public final class BoardSimulator {
    /** The disturbances, each applied where it can be with probability {@code rate}. */
    public enum Noise {
        /** A square the move leaves alone empties and refills with the same man within 40 to 150 ms, during the move. */
        FLICKER,
        /** A capture made with the capturing man lifted first, the captured man taken off while it is held. */
        CAPTURE_ORDER,
        /** Castling with the Rook first (the law engine reads it under II.5(f)). */
        CASTLING_ROOK_FIRST,
        /** A man moved along a line is seen on the squares it passes. */
        SLIDE,
        /** The man to be moved is lifted, put back on its square and quitted, then moved. */
        PUT_BACK,
        /** The scan reports the man's new square before the emptying of its old one. */
        SCAN_ORDER,
        /** One field update is lost; the reader's next board dump shows the truth. */
        MISSED_UPDATE,
        /** A promotion made by first putting the Pawn on the last rank and then exchanging it. */
        PROMOTION_SWAP,
        /** A message arrives in two reads. */
        SPLIT_READ
    }

    /** One recorded game: the capture, the noises put in, the moves played. */
    public record Recording(byte[] capture, Map<Noise, Integer> noises, int moves, boolean resultSignal) {
        public Recording {
            capture = capture.clone();
            noises = Map.copyOf(noises);
        }

        @Override
        public byte[] capture() {
            return capture.clone();
        }
    }

    private record Change(long at, Square square, Piece piece) {
    }

    private final double rate;
    private final Set<Noise> enabled;
    private final Random random;

    /** Every noise at {@code rate}. */
    public BoardSimulator(double rate, long seed) {
        this(rate, seed, EnumSet.allOf(Noise.class));
    }

    /** Only the {@code enabled} noises, each at {@code rate}. */
    public BoardSimulator(double rate, long seed, Set<Noise> enabled) {
        if (rate < 0 || rate > 1) {
            throw new IllegalArgumentException("the noise rate is a probability, 0 to 1, not " + rate);
        }
        this.rate = rate;
        this.enabled = enabled.isEmpty() ? EnumSet.noneOf(Noise.class) : EnumSet.copyOf(enabled);
        this.random = new Random(seed);
    }

    /** The recording of {@code moves} played from {@code start}, with the kings' result signal for {@code result}. */
    public Recording record(Position start, List<Move> moves, String result) {
        Game g = new Game(start);
        g.dump(0);
        g.clock(0, start.sideToMove());
        Position p = start;
        for (Move m : moves) {
            g.t += 800 + random.nextInt(4000);
            g.move(p, m, roll(Noise.FLICKER));
            p = p.play(m);
            g.t += 100 + random.nextInt(500);
            g.clock(g.t, p.sideToMove());
        }
        boolean signal = g.resultSignal(p, result);
        // The recording says when it stopped: a reader fed it live knows the last move's acts are final.
        g.capture.read(g.lastRead + 2000, new byte[0]);
        return new Recording(g.capture.bytes(), g.noises, moves.size(), signal);
    }

    /** Whether {@code noise} happens here; the draw is made even for a disabled noise, so the rate means the same. */
    private boolean roll(Noise noise) {
        return random.nextDouble() < rate && enabled.contains(noise);
    }

    private int between(int low, int high) {
        return low + random.nextInt(high - low + 1);
    }

    /** The board and the recording of one game. */
    private final class Game {
        final DgtCapture capture = new DgtCapture();
        final Map<Noise, Integer> noises = new EnumMap<>(Noise.class);
        final Piece[] board = new Piece[64];
        long t;
        final long[] remaining = {90 * 60_000L, 90 * 60_000L};
        long clockSince;
        long lastRead;

        Game(Position start) {
            start.men().forEach((s, p) -> board[s.ordinal()] = p);
        }

        void count(Noise n) {
            noises.merge(n, 1, Integer::sum);
        }

        void send(long requested, byte[] message) {
            long at = Math.max(requested, lastRead);
            lastRead = at;
            if (message.length > 1 && roll(Noise.SPLIT_READ)) {
                count(Noise.SPLIT_READ);
                int cut = 1 + random.nextInt(message.length - 1);
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
                    men.put(s, board[s.ordinal()]);
                }
            }
            send(at, DgtEncoder.boardDump(men));
        }

        void clock(long at, Color running) {
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
            int lost = lose ? random.nextInt(changes.size()) : -1;
            for (int i = 0; i < changes.size(); i++) {
                Change c = changes.get(i);
                board[c.square.ordinal()] = c.piece;
                if (i != lost) {
                    send(c.at, DgtEncoder.fieldUpdate(c.square, Optional.ofNullable(c.piece)));
                }
                t = Math.max(t, c.at);
            }
            if (lose) {
                count(Noise.MISSED_UPDATE);
                t += between(150, 250);
                dump(t);
            }
        }

        /** A square the move leaves alone empties and refills, at any moment from just before the move to its end. */
        void flicker(Position p, List<Change> changes) {
            List<Square> still = new ArrayList<>(p.men().keySet());
            changes.forEach(c -> still.remove(c.square));
            Collections.sort(still);
            Square s = still.get(random.nextInt(still.size()));
            long first = changes.stream().mapToLong(Change::at).min().orElse(t);
            long last = changes.stream().mapToLong(Change::at).max().orElse(t);
            long at = first - 500 + (long) (random.nextDouble() * (last - first + 500));
            count(Noise.FLICKER);
            changes.add(new Change(at, s, null));
            changes.add(new Change(at + between(40, 150), s, board[s.ordinal()]));
        }

        void move(Position p, Move m, boolean flicker) {
            Piece man = p.pieceAt(m.from()).orElseThrow();
            List<Change> changes = new ArrayList<>();
            if (roll(Noise.PUT_BACK)) {
                count(Noise.PUT_BACK);
                changes.add(new Change(t, m.from(), null));
                t += between(300, 900);
                changes.add(new Change(t, m.from(), man));
                t += between(700, 1500);
            }
            if (p.isCastling(m)) {
                castle(m, man, changes);
            } else if (p.isCapture(m)) {
                capture(p, m, man, changes);
            } else {
                transfer(m, man, changes);
            }
            if (flicker) {
                flicker(p, changes);
            }
            play(changes, roll(Noise.MISSED_UPDATE));
        }

        void castle(Move m, Piece king, List<Change> changes) {
            boolean kingSide = m.to().file() == 6;
            Square rookFrom = Square.at(kingSide ? 7 : 0, m.from().rank());
            Square rookTo = Square.at(kingSide ? 5 : 3, m.from().rank());
            Piece rook = Piece.of(king.color(), PieceType.ROOK);
            if (roll(Noise.CASTLING_ROOK_FIRST)) {
                count(Noise.CASTLING_ROOK_FIRST);
                lift(rookFrom, changes);
                land(rookTo, rook, changes);
                t += between(100, 400);
                lift(m.from(), changes);
                land(m.to(), king, changes);
            } else {
                lift(m.from(), changes);
                land(m.to(), king, changes);
                t += between(100, 400);
                lift(rookFrom, changes);
                land(rookTo, rook, changes);
            }
        }

        void capture(Position p, Move m, Piece man, List<Change> changes) {
            Square taken = p.isEnPassant(m) ? Square.at(m.to().file(), m.from().rank()) : m.to();
            if (roll(Noise.CAPTURE_ORDER)) {
                count(Noise.CAPTURE_ORDER);
                lift(m.from(), changes);
                t += between(100, 400);
                changes.add(new Change(t, taken, null));
                t += between(100, 400);
                land(m.to(), promoted(m, man, changes), changes);
            } else {
                changes.add(new Change(t, taken, null));
                t += between(200, 700);
                lift(m.from(), changes);
                land(m.to(), promoted(m, man, changes), changes);
            }
        }

        void transfer(Move m, Piece man, List<Change> changes) {
            List<Square> path = path(m);
            if (!path.isEmpty() && roll(Noise.SLIDE)) {
                count(Noise.SLIDE);
                lift(m.from(), changes);
                for (Square s : path) {
                    t += between(60, 120);
                    changes.add(new Change(t, s, man));
                    t += between(60, 120);
                    changes.add(new Change(t, s, null));
                }
                t += between(60, 120);
                changes.add(new Change(t, m.to(), promoted(m, man, changes)));
                return;
            }
            if (m.promotion().isEmpty() && roll(Noise.SCAN_ORDER)) {
                count(Noise.SCAN_ORDER);
                t += between(300, 900);
                changes.add(new Change(t, m.to(), man));
                changes.add(new Change(t + between(20, 120), m.from(), null));
                return;
            }
            lift(m.from(), changes);
            land(m.to(), promoted(m, man, changes), changes);
        }

        void lift(Square s, List<Change> changes) {
            changes.add(new Change(t, s, null));
        }

        void land(Square s, Piece man, List<Change> changes) {
            t += between(300, 900);
            changes.add(new Change(t, s, man));
        }

        /** The man that lands on the last rank: the piece, after the Pawn itself when it is put there first. */
        Piece promoted(Move m, Piece man, List<Change> changes) {
            if (m.promotion().isEmpty()) {
                return man;
            }
            if (roll(Noise.PROMOTION_SWAP)) {
                count(Noise.PROMOTION_SWAP);
                t += between(300, 900);
                changes.add(new Change(t, m.to(), man));
                t += random.nextBoolean() ? between(50, 200) : between(500, 1200);
                changes.add(new Change(t, m.to(), null));
                t += between(200, 600);
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
            t += between(2000, 5000);
            List<Change> changes = new ArrayList<>();
            changes.add(new Change(t, white, null));
            t += between(200, 500);
            changes.add(new Change(t, black, null));
            land(squares[0], Piece.WHITE_KING, changes);
            land(squares[1], Piece.BLACK_KING, changes);
            play(changes, false);
            return true;
        }
    }
}
