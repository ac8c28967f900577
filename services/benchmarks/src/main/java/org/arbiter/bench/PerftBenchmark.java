package org.arbiter.bench;

import java.util.concurrent.TimeUnit;
import org.arbiter.chess.Perft;
import org.arbiter.chess.Position;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Single-threaded perft throughput. The {@code nodes} line of the JMH result is the rate in
 * leaf nodes per second, the figure Stockfish's {@code go perft} is compared on.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
@State(Scope.Thread)
public class PerftBenchmark {

    /** Name=FEN pairs: JMH parameters are strings, and a FEN alone makes an unreadable report. */
    @Param({"startpos", "kiwipete"})
    public String position;

    @Param({"6"})
    public int depth;

    private Position start;

    /** Counts leaf nodes alongside the operations so JMH reports nodes per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Setup
    public void setUp() {
        switch (position) {
            case "startpos":
                start = Position.initial();
                break;
            case "kiwipete":
                start = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
                break;
            default:
                start = Position.fromFen(position);
                break;
        }
    }

    @Benchmark
    public long perft(Nodes counter) {
        long n = Perft.count(start, depth);
        counter.nodes += n;
        return n;
    }
}
