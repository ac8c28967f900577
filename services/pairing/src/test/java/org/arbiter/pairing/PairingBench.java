package org.arbiter.pairing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The CPU time of pairing each round of the tournaments given (docs/benchmarks.md, "Pairing"): per
 * tournament, the players, the rounds, and the mean and the largest time of a round, in this thread's
 * CPU time so that other work on the machine does not count. A tournament is a TRF file (its rounds as
 * the reference paired them) or a number of players: a {@link BenchTournament} of that many, 9 rounds,
 * seed 1 (or {@code -Drounds}, {@code -Dseed}), each round paired by this engine ({@code -Dverbose}
 * prints each of its rounds' time). Run after a warm-up pass over the first.
 */
final class PairingBench {
    private PairingBench() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.getInteger("rounds", 9);
        long seed = Long.getLong("seed", 1);
        times(args[0], rounds, seed);
        for (String a : args) {
            long[] t = times(a, rounds, seed);
            long total = 0;
            long max = 0;
            for (long x : t) {
                total += x;
                max = Math.max(max, x);
            }
            String players = a.matches("\\d+") ? a : String.valueOf(players(a));
            System.out.printf(Locale.ROOT, "%s: %s players, %d rounds, mean %.3f s, max %.3f s a round%n",
                    a.matches("\\d+") ? "generated" : Path.of(a).getFileName(), players, t.length,
                    total / 1e9 / t.length, max / 1e9);
        }
    }

    private static long[] times(String a, int rounds, long seed) throws Exception {
        if (a.matches("\\d+")) {
            return new BenchTournament(Integer.parseInt(a), rounds, seed).play();
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        List<Long> out = new ArrayList<>();
        for (ReferenceRounds.Round r : ReferenceRounds.of(Path.of(a))) {
            long start = cpu.getCurrentThreadCpuTime();
            Dutch.pair(r.input());
            out.add(cpu.getCurrentThreadCpuTime() - start);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private static int players(String file) throws Exception {
        return RoundReader.read(ReferenceRounds.of(Path.of(file)).get(0).input()).players.size();
    }
}
