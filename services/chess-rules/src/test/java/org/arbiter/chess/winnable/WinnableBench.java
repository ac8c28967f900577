package org.arbiter.chess.winnable;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.arbiter.chess.Position;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;

/**
 * Times the analyser over the labelled data files and over positions sampled from played games
 * (a PGN file, e.g. from {@code ./arbiter corpus}); prints agreement with the labels, the
 * median, p99 and largest time per position (wall clock and the thread's CPU time, which a
 * shared machine disturbs less), the search nodes per position, and the share of each label.
 * With {@code --cha} first it also runs CHA's test vector and its users' positions once each
 * (without the node count, which would run every search twice). Arguments:
 * {@code [--cha] [PGN [SAMPLE [SEED]]]}.
 */
public final class WinnableBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private WinnableBench() {
    }

    /** Wall and CPU nanoseconds and search nodes per position, in the order analysed. */
    private record Timings(long[] wall, long[] cpu, long[] nodes) {
        Timings(int size) {
            this(new long[size], new long[size], new long[size]);
        }

        String analyse(int i, Position position) {
            return analyse(i, position, true);
        }

        String analyse(int i, Position position, boolean countNodes) {
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            String label = Winnability.of(position).label();
            wall[i] = System.nanoTime() - start;
            cpu[i] = THREADS.getCurrentThreadCpuTime() - cpuStart;
            nodes[i] = countNodes ? nodesOf(position) : 0;
            return label;
        }

        void report(String what) {
            System.out.printf("%s: wall median %.1f us, p99 %.1f us, max %.1f ms; cpu median %.1f us, p99 %.1f us,"
                            + " max %.1f ms; nodes median %d, p99 %d, max %d; %d positions%n", what,
                    percentile(wall, 50) / 1e3, percentile(wall, 99) / 1e3, percentile(wall, 100) / 1e6,
                    percentile(cpu, 50) / 1e3, percentile(cpu, 99) / 1e3, percentile(cpu, 100) / 1e6,
                    percentile(nodes, 50), percentile(nodes, 99), percentile(nodes, 100), wall.length);
        }
    }

    /** The nodes both searches of one analysis visit, counted on a run of their own. */
    private static long nodesOf(Position position) {
        Helpmate search = new Helpmate();
        long total = 0;
        for (int side = 0; side < 2; side++) {
            search.run(new Workboard(position), side, Helpmate.DEFAULT_BUDGET);
            total += search.nodes();
        }
        return total;
    }

    private static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.max(0, (int) Math.ceil(sorted.length * p / 100.0) - 1)];
    }

    public static void main(String[] arguments) throws IOException {
        boolean cha = arguments.length > 0 && arguments[0].equals("--cha");
        String[] args = cha ? Arrays.copyOfRange(arguments, 1, arguments.length) : arguments;
        List<LabelledPositions.Labelled> labelled = new ArrayList<>(LabelledPositions.load("winnable.txt"));
        labelled.addAll(LabelledPositions.load("winnable-hard.txt"));
        List<Position> data = new ArrayList<>();
        for (LabelledPositions.Labelled l : labelled) {
            data.add(Position.fromFen(l.fen()));
        }
        warmUp(data);
        Timings timings = new Timings(data.size());
        int agree = 0;
        int undetermined = 0;
        int wrong = 0;
        for (int i = 0; i < data.size(); i++) {
            String label = timings.analyse(i, data.get(i));
            String expected = labelled.get(i).label();
            if (label.equals(expected)) {
                agree++;
            } else if (contradicts(label, expected)) {
                wrong++;
                System.out.println("DISAGREES " + label + " for " + labelled.get(i));
            } else {
                undetermined++;
                System.out.println("undetermined " + label + " for " + labelled.get(i));
            }
        }
        System.out.printf("data files: %d positions, %d agree, %d partly undetermined, %d disagree%n",
                data.size(), agree, undetermined, wrong);
        timings.report("data files");
        if (cha) {
            labelledSet("CHA test vector", LabelledPositions.load("cha-test-vector.txt"));
            labelledSet("CHA users' positions", LabelledPositions.load("cha-user-positions.txt"));
        }
        if (args.length > 0) {
            int sample = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
            long seed = args.length > 2 ? Long.parseLong(args[2]) : 1897;
            List<Position> games = sample(Path.of(args[0]), sample, seed);
            Timings gameTimings = new Timings(games.size());
            Map<String, Integer> labels = new TreeMap<>();
            for (int i = 0; i < games.size(); i++) {
                String label = gameTimings.analyse(i, games.get(i));
                labels.merge(label, 1, Integer::sum);
                if (label.contains("?")) {
                    System.out.println("undetermined " + label + " " + games.get(i).fen());
                }
            }
            System.out.println("games: " + games.size() + " positions sampled from " + args[0] + ", labels " + labels);
            gameTimings.report("games");
        }
    }

    /** One timed run over a labelled set: exact, partly undetermined and contradicting answers. */
    private static void labelledSet(String name, List<LabelledPositions.Labelled> set) {
        Timings timings = new Timings(set.size());
        int exact = 0;
        int undetermined = 0;
        int wrong = 0;
        for (int i = 0; i < set.size(); i++) {
            String label = timings.analyse(i, Position.fromFen(set.get(i).fen()), false);
            if (label.equals(set.get(i).label())) {
                exact++;
            } else if (contradicts(label, set.get(i).label())) {
                wrong++;
                System.out.println("DISAGREES " + label + " for " + set.get(i));
            } else {
                undetermined++;
            }
        }
        System.out.printf("%s: %d positions, %d exact, %d partly undetermined, %d disagree%n",
                name, set.size(), exact, undetermined, wrong);
        timings.report(name);
    }

    private static boolean contradicts(String got, String expected) {
        for (int i = 0; i < 2; i++) {
            if (got.charAt(i) != '?' && got.charAt(i) != expected.charAt(i)) {
                return true;
            }
        }
        return false;
    }

    /** Lets the JIT compile the search before anything is timed. */
    private static void warmUp(List<Position> positions) {
        for (int round = 0; round < 3; round++) {
            for (Position p : positions) {
                Winnability.of(p);
            }
        }
    }

    private static List<Position> sample(Path pgn, int size, long seed) throws IOException {
        List<Position> all = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(pgn, StandardCharsets.UTF_8)) {
            PgnReader reader = new PgnReader(in);
            while (reader.hasNext()) {
                PgnEntry entry = reader.next();
                if (!entry.ok()) {
                    continue;
                }
                Position p = entry.game().startPosition();
                all.add(p);
                for (PgnMove m : entry.game().mainLine().moves()) {
                    p = p.play(m.move());
                    all.add(p);
                }
            }
        }
        Collections.shuffle(all, new Random(seed));
        return all.subList(0, Math.min(size, all.size()));
    }
}
