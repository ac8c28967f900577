package org.arbiter.bench;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnReader;
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
 * Warm PGN validation throughput: every game of a corpus read and each move checked, from
 * memory so that the disk is not measured. The {@code games} line is games per second. The
 * corpus comes from {@code ./arbiter corpus} (bench/pgn-vs-chessjs.sh makes it).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
@State(Scope.Thread)
public class PgnValidationBenchmark {

    @Param({"target/bench/corpus-10000-1897.pgn"})
    public String corpus;

    private String text;

    /** Counts games alongside the operations so JMH reports games per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Games {
        public long games;
        public long bad;

        @Setup(Level.Iteration)
        public void reset() {
            games = 0;
            bad = 0;
        }
    }

    @Setup
    public void load() throws IOException {
        text = Files.readString(Path.of(corpus), StandardCharsets.UTF_8);
    }

    @Benchmark
    public long validate(Games counter) {
        PgnReader reader = new PgnReader(new StringReader(text));
        long moves = 0;
        while (reader.hasNext()) {
            PgnEntry entry = reader.next();
            counter.games++;
            if (!entry.ok()) {
                counter.bad++;
            }
            moves += entry.game().plies();
        }
        return moves;
    }
}
