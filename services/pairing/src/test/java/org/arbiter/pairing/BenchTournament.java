package org.arbiter.pairing;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A random Swiss tournament for the pairing benchmark (docs/benchmarks.md, "Pairing"), larger than the
 * reference ones: {@code n} players rated 1,000 to 2,800 in steps drawn from the seed, each round paired
 * by this engine and its results drawn from the rating difference (a third of the games drawn). The
 * rounds are written as the reference files are (TRF16, cells of {@link ReferenceRounds}), so each
 * round's input is the file as it stood before it.
 */
final class BenchTournament {
    private final int rounds;
    private final List<String> lines = new ArrayList<>();
    private final int[] rating;
    private final Random random;

    BenchTournament(int players, int rounds, long seed) {
        this.rounds = rounds;
        random = new Random(seed);
        rating = new int[players];
        int r = 2800;
        for (int i = 0; i < players; i++) {
            rating[i] = r;
            r = Math.max(1000, r - random.nextInt(Math.max(2, 3600 / players)));
        }
        lines.add("012 Bench " + players + " players, " + rounds + " rounds, seed " + seed);
        for (int i = 0; i < players; i++) {
            lines.add(String.format(Locale.ROOT, "001 %4d      %-33s %4d%28s%4.1f %4d", i + 1,
                    String.format(Locale.ROOT, "Bench%04d Player%04d", i + 1, i + 1), rating[i], "", 0.0, i + 1));
        }
    }

    /** Pairs every round and draws its results; answers the CPU time of each round's pairing, in ns. */
    long[] play() {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long[] cost = new long[rounds];
        for (int r = 1; r <= rounds; r++) {
            String input = ReferenceRounds.input(lines, r, rounds) + (r == 1 ? "XXC white1\r" : "");
            long start = cpu.getCurrentThreadCpuTime();
            List<Pair> pairs = Dutch.pair(input);
            cost[r - 1] = cpu.getCurrentThreadCpuTime() - start;
            if (Boolean.getBoolean("verbose")) {
                System.out.printf(Locale.ROOT, "%d players, round %d: %.3f s%n", rating.length, r, cost[r - 1] / 1e9);
            }
            for (Pair p : pairs) {
                if (p.bye()) {
                    append(p.white(), "0000 - U");
                } else {
                    double expected = 1 / (1 + Math.pow(10, (rating[p.black() - 1] - rating[p.white() - 1]) / 400.0));
                    double x = random.nextDouble();
                    String white = x < 0.33 ? "=" : random.nextDouble() < expected ? "1" : "0";
                    String black = white.equals("=") ? "=" : white.equals("1") ? "0" : "1";
                    append(p.white(), String.format(Locale.ROOT, "%4d w %s", p.black(), white));
                    append(p.black(), String.format(Locale.ROOT, "%4d b %s", p.white(), black));
                }
            }
        }
        return cost;
    }

    private void append(int player, String cell) {
        lines.set(player, lines.get(player) + "  " + cell);
    }

    String trf() {
        return String.join("\r", lines) + "\rXXR " + rounds + "\r";
    }

    /** Writes a tournament: {@code players rounds seed OUT.trf}. */
    public static void main(String[] args) throws IOException {
        BenchTournament t = new BenchTournament(Integer.parseInt(args[0]), Integer.parseInt(args[1]),
                Long.parseLong(args[2]));
        t.play();
        Files.writeString(Path.of(args[3]), t.trf(), StandardCharsets.ISO_8859_1);
    }
}
