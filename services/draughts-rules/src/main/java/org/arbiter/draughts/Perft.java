package org.arbiter.draughts;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts the leaf nodes of the legal-move tree to a depth, each capture path a move of its own:
 * the standard test that a move generator is exact. Positions are copied, not unmade, as three
 * ints; the last ply is counted in bulk by {@link MoveGenerator#count}, neither listed nor made.
 * {@code java -cp draughts-rules.jar org.arbiter.draughts.Perft startpos 11} prints the count last.
 */
public final class Perft {
    private final MoveList[] lists;

    private Perft(int depth) {
        lists = new MoveList[Math.max(depth, 1)];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    public static long count(DraughtsPosition position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new Perft(depth).count(position.me(), position.opponent(), position.moverKings(), depth);
    }

    /**
     * The same count shared among threads: the positions two plies down are handed out one at a
     * time, so a thread that finishes early takes the next rather than waiting on a slow subtree.
     */
    public static long count(DraughtsPosition position, int depth, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        if (threads == 1 || depth < 4) {
            return count(position, depth);
        }
        List<DraughtsPosition> work = new ArrayList<>();
        for (DraughtsMove first : position.legalMoves()) {
            DraughtsPosition next = position.play(first);
            for (DraughtsMove second : next.legalMoves()) {
                work.add(next.play(second));
            }
        }
        AtomicInteger taken = new AtomicInteger();
        LongAdder nodes = new LongAdder();
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(() -> {
                Perft perft = new Perft(depth - 2);
                for (int i = taken.getAndIncrement(); i < work.size(); i = taken.getAndIncrement()) {
                    DraughtsPosition p = work.get(i);
                    nodes.add(perft.count(p.me(), p.opponent(), p.moverKings(), depth - 2));
                }
            }, "perft-" + t);
            workers[t].start();
        }
        for (Thread worker : workers) {
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while counting", e);
            }
        }
        return nodes.sum();
    }

    private long count(int me, int opp, int kings, int depth) {
        if (depth == 1) {
            return MoveGenerator.count(me, opp, kings);
        }
        // The children are built already turned for the opponent: three reversals here, not three per child.
        int turnedMe = Bitboards.turn(me);
        int turnedOpp = Bitboards.turn(opp);
        int turnedKings = Bitboards.turn(kings);
        if (depth == 2 && (me & kings) == 0 && MoveGenerator.takers(me, opp, kings) == 0) {
            int empty = ~(me | opp);
            return afterSteps(Bitboards.downLeft(me) & empty, true, turnedMe, turnedOpp, turnedKings)
                    + afterSteps(Bitboards.downRight(me) & empty, false, turnedMe, turnedOpp, turnedKings);
        }
        MoveList list = lists[depth - 1];
        MoveGenerator.generate(me, opp, kings, list);
        // Read into locals once: the compiler cannot tell that the calls below leave this list alone.
        int[] froms = list.from;
        int[] tos = list.to;
        int[] captures = list.captured;
        int size = list.size;
        long nodes = 0;
        for (int i = 0; i < size; i++) {
            int from = Bitboards.turnBit(froms[i]);
            int to = Bitboards.turnBit(tos[i]);
            int taken = captures[i] == 0 ? 0 : Bitboards.turn(captures[i]);
            int k = turnedKings & ~taken;
            if ((k & from) != 0) {
                k = (k ^ from) | to;
            } else {
                k |= to & Bitboards.OPPONENT_CROWN_ROW;
            }
            nodes += count(turnedOpp & ~taken, turnedMe ^ from ^ to, k, depth - 1);
        }
        return nodes;
    }

    /**
     * The moves after each step of a man onto {@code targets}, down to the left or to the right:
     * most nodes one ply above the leaves have only such steps, and counting them without the move
     * list takes about 7% less CPU time at depth 11.
     */
    private static long afterSteps(int targets, boolean left, int turnedMe, int turnedOpp, int turnedKings) {
        long nodes = 0;
        for (int b = targets; b != 0; b &= b - 1) {
            int to = b & -b;
            int from = left ? Bitboards.upRight(to) : Bitboards.upLeft(to);
            int turnedTo = Bitboards.turnBit(to);
            nodes += MoveGenerator.count(turnedOpp, turnedMe ^ Bitboards.turnBit(from) ^ turnedTo,
                    turnedKings | (turnedTo & Bitboards.OPPONENT_CROWN_ROW));
        }
        return nodes;
    }

    /** The node count below each legal move, in the order of {@link DraughtsPosition#legalMoves()}. */
    public static Map<DraughtsMove, Long> divide(DraughtsPosition position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1: " + depth);
        }
        Map<DraughtsMove, Long> result = new LinkedHashMap<>();
        for (DraughtsMove move : position.legalMoves()) {
            result.put(move, count(position.play(move), depth - 1));
        }
        return result;
    }

    /**
     * {@code Perft FEN|startpos DEPTH [THREADS]}: the count as the last line of stdout, time and rate
     * on stderr. The time is of one count in a fresh JVM, warm-up and compilation included; with one
     * thread the counting thread's own CPU time is given too, which other work on the machine barely moves.
     */
    public static void main(String[] args) {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: Perft FEN|startpos DEPTH [THREADS]");
            System.exit(2);
        }
        try {
            DraughtsPosition position = "startpos".equals(args[0]) ? DraughtsPosition.initial() : DraughtsPosition.fromFen(args[0]);
            int depth = Integer.parseInt(args[1]);
            int threads = args.length == 3 ? Integer.parseInt(args[2]) : 1;
            ThreadMXBean clock = ManagementFactory.getThreadMXBean();
            long cpuStart = cpuNanos();
            long threadStart = clock.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long nodes = count(position, depth, threads);
            double seconds = (System.nanoTime() - start) / 1e9;
            double thread = (clock.getCurrentThreadCpuTime() - threadStart) / 1e9;
            double cpu = (cpuNanos() - cpuStart) / 1e9;
            System.out.println(nodes);
            System.err.printf("perft %d: %d nodes in %.3f s (%.1f M nodes/s, %d thread%s); CPU: %.3f s for the JVM",
                    depth, nodes, seconds, rate(nodes, seconds), threads, threads == 1 ? "" : "s", cpu);
            if (threads == 1) {
                System.err.printf(", %.3f s for the counting thread (%.1f M nodes/s)", thread, rate(nodes, thread));
            }
            System.err.println();
        } catch (IllegalArgumentException e) {
            System.err.println("perft: " + e.getMessage());
            System.exit(2);
        }
    }

    private static double rate(long nodes, double seconds) {
        return seconds > 0 ? nodes / seconds / 1e6 : 0.0;
    }

    /** The CPU time of the whole JVM, compiler threads included: on a shared machine it varies less than the clock. */
    private static long cpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }
}
