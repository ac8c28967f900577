package org.arbiter.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.arbiter.law.sequence.ContestedSequence;

/**
 * {@link SeasonBenchmark#readSeason}'s work timed in this thread's CPU time, which a loaded machine
 * (every helper building at once) disturbs far less than JMH's wall time: {@code main ROUNDS}, the first
 * third a warm-up, prints the median.
 */
public final class SeasonReadCpu {
    private SeasonReadCpu() {
    }

    public static void main(String[] args) {
        int rounds = Integer.parseInt(args[0]);
        List<String> season = SeasonGames.season(1897, SeasonGames.GAMES);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        List<Double> ms = new ArrayList<>();
        int sink = 0;
        for (int r = 0; r < rounds; r++) {
            long t0 = mx.getCurrentThreadCpuTime();
            for (String text : season) {
                sink += ContestedSequence.parse(text).actions().size();
            }
            ms.add((mx.getCurrentThreadCpuTime() - t0) / 1e6);
        }
        List<Double> measured = new ArrayList<>(ms.subList(rounds / 3, rounds));
        Collections.sort(measured);
        System.out.printf("median %.1f ms cpu, min %.1f, max %.1f over %d rounds after %d warm-up (sink %d)%n",
                measured.get(measured.size() / 2), measured.get(0), measured.get(measured.size() - 1), measured.size(), rounds / 3, sink);
    }
}
