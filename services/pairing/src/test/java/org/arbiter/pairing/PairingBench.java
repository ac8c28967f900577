package org.arbiter.pairing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The CPU time of pairing each round of the tournaments given (docs/benchmarks.md, "Pairing"): per
 * file, the players, the rounds, and the mean and the largest time of a round, in this thread's CPU
 * time so that other work on the machine does not count. Run after a warm-up pass over the first file.
 */
final class PairingBench {
    private PairingBench() {
    }

    public static void main(String[] args) throws Exception {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (ReferenceRounds.Round r : ReferenceRounds.of(Path.of(args[0]))) {
            Dutch.pair(r.input());
        }
        for (String f : args) {
            long total = 0;
            long max = 0;
            int rounds = 0;
            int players = 0;
            for (ReferenceRounds.Round r : ReferenceRounds.of(Path.of(f))) {
                players = RoundReader.read(r.input()).players.size();
                long start = cpu.getCurrentThreadCpuTime();
                Dutch.pair(r.input());
                long took = cpu.getCurrentThreadCpuTime() - start;
                total += took;
                max = Math.max(max, took);
                rounds++;
            }
            System.out.printf(Locale.ROOT, "%s: %d players, %d rounds, mean %.3f s, max %.3f s a round%n",
                    Path.of(f).getFileName(), players, rounds, total / 1e9 / rounds, max / 1e9);
        }
    }
}
