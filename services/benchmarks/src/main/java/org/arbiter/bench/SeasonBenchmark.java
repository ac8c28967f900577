package org.arbiter.bench;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.arbiter.law.Reruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A season re-ruled, as {@code ./arbiter season} does it: 1,000 games of 100 acts each, every
 * file's text parsed, ruled under the code it was played under (the 1897 Code) and under
 * {@code code}, and compared act by act. One thread (the command uses every core); the score is
 * milliseconds a season. FIDE 2023 is left out of the default: its dead-position search (5.2.2)
 * after every move costs fifty times the rest, and is measured once by the command instead.
 * {@link #readSeason} reads the same files without ruling them, so that the JSON reader's share is
 * seen apart from the engine's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SeasonBenchmark {
    @Param("encyclopaedia-1911")
    public String code;

    private List<String> season;

    @Setup
    public void buildSeason() {
        season = SeasonGames.season(1897, SeasonGames.GAMES);
    }

    @Benchmark
    public int reruleSeason() {
        int differing = 0;
        for (String text : season) {
            Reruling r = Reruling.of(ContestedSequence.parse(text), code, Optional.empty());
            differing += r.differences().isEmpty() ? 0 : 1;
        }
        return differing;
    }

    @Benchmark
    public int readSeason() {
        int acts = 0;
        for (String text : season) {
            acts += ContestedSequence.parse(text).actions().size();
        }
        return acts;
    }
}
