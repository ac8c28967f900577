package org.arbiter.board;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;

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
        /**
         * Castling with the Rook first (the law engine reads it under II.5(f)): no honest play under FIDE (3.8.2, 4.4.2),
         * so only where asked for by name.
         */
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
        SPLIT_READ,
        /** The board set up turned round (White's men on fields 0 to 15) from the start, or set up again turned at a move. */
        TURNED,
        /** A man rests on a square of its way for longer than the debounce time, then moves on (a slider; a Pawn's double step). */
        REST,
        /** A capture made by putting the capturing man straight onto the occupied square: the square's one update. */
        CAPTURE_ONTO,
        /** The captured man set down on an empty square for a moment before it leaves the board. */
        CAPTURED_SET_DOWN,
        /** The clock pressed at once after the man is put down, and the opponent's hand on his man at once. */
        QUICK_REPLY;

        /** The noises of real boards and honest hands: every one but castling made Rook first. */
        public static Set<Noise> honest() {
            return EnumSet.complementOf(EnumSet.of(CASTLING_ROOK_FIRST));
        }
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


    private final double rate;
    private final Set<Noise> enabled;
    private final Random random;
    private final boolean withClock;
    private final Dice dice;

    /** Every noise of an honest hand ({@link Noise#honest()}) at {@code rate}. */
    public BoardSimulator(double rate, long seed) {
        this(rate, seed, Noise.honest());
    }

    /** Only the {@code enabled} noises, each at {@code rate}, with a DGT clock. */
    public BoardSimulator(double rate, long seed, Set<Noise> enabled) {
        this(rate, seed, enabled, true);
    }

    /** Only the {@code enabled} noises, each at {@code rate}; {@code withClock} false for a board with no clock. */
    public BoardSimulator(double rate, long seed, Set<Noise> enabled, boolean withClock) {
        this.withClock = withClock;
        if (rate < 0 || rate > 1) {
            throw new IllegalArgumentException("the noise rate is a probability, 0 to 1, not " + rate);
        }
        this.rate = rate;
        this.enabled = enabled.isEmpty() ? EnumSet.noneOf(Noise.class) : EnumSet.copyOf(enabled);
        this.random = new Random(seed);
        this.dice = new Dice(random, rate, this.enabled);
    }

    /** The recording of {@code moves} played from {@code start}, with the kings' result signal for {@code result}. */
    public Recording record(Position start, List<Move> moves, String result) {
        SimulatedGame g = new SimulatedGame(start, dice, withClock);
        int transferAt = -1;
        if (roll(Noise.TURNED) && !moves.isEmpty()) {
            g.count(Noise.TURNED);
            // Half the turned boards are set up so from the start, half are set up again turned at a move.
            transferAt = random.nextBoolean() ? -1 : random.nextInt(moves.size());
            g.turned = transferAt < 0;
        }
        g.dump(0);
        g.clock(0, start.sideToMove());
        Position p = start;
        boolean quick = false;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (i == transferAt) {
                g.t += 1500 + random.nextInt(1000);
                g.transferTurned(p);
            }
            g.t += quick ? between(50, 150) : 800 + random.nextInt(4000);
            g.move(p, m, roll(Noise.FLICKER));
            p = p.play(m);
            quick = roll(Noise.QUICK_REPLY);
            if (quick) {
                g.count(Noise.QUICK_REPLY);
            }
            g.t += quick ? between(40, 120) : 100 + random.nextInt(500);
            g.clock(g.t, p.sideToMove());
        }
        boolean signal = g.resultSignal(p, result);
        // The recording says when it stopped: a reader fed it live knows the last move's acts are final.
        g.capture.read(g.lastRead + 3000, new byte[0]);
        return new Recording(g.capture.bytes(), g.noises, moves.size(), signal);
    }

    /** Whether {@code noise} happens here; the draw is made even for a disabled noise, so the rate means the same. */
    private boolean roll(Noise noise) {
        return dice.roll(noise);
    }

    private int between(int low, int high) {
        return dice.between(low, high);
    }

    /** The simulator's draws: which noises happen, and the lengths of pauses. */
    record Dice(Random random, double rate, Set<Noise> enabled) {
        boolean roll(Noise noise) {
            return random.nextDouble() < rate && enabled.contains(noise);
        }

        int between(int low, int high) {
            return low + random.nextInt(high - low + 1);
        }
    }
}
