package org.arbiter.chess.winnable;

import java.io.IOException;
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
 * Times the analyser over the labelled data file and over positions sampled from played games
 * (a PGN file, e.g. from {@code ./arbiter corpus}); prints agreement with the labels, the
 * median, p99 and largest time per position, and the share of each label. Arguments:
 * {@code [PGN [SAMPLE [SEED]]]}.
 */
public final class WinnableBench {
    private WinnableBench() {
    }

    public static void main(String[] args) throws IOException {
        List<LabelledPositions.Labelled> labelled = new ArrayList<>(LabelledPositions.load("winnable.txt"));
        labelled.addAll(LabelledPositions.load("winnable-hard.txt"));
        List<Position> data = new ArrayList<>();
        for (LabelledPositions.Labelled l : labelled) {
            data.add(Position.fromFen(l.fen()));
        }
        warmUp(data);
        long[] times = new long[data.size()];
        int agree = 0;
        int undetermined = 0;
        int wrong = 0;
        for (int i = 0; i < data.size(); i++) {
            long start = System.nanoTime();
            String label = Winnability.of(data.get(i)).label();
            times[i] = System.nanoTime() - start;
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
        System.out.printf("data file: %d positions, %d agree, %d partly undetermined, %d disagree%n",
                data.size(), agree, undetermined, wrong);
        report("data file", times);
        if (args.length > 0) {
            int sample = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
            long seed = args.length > 2 ? Long.parseLong(args[2]) : 1897;
            List<Position> games = sample(Path.of(args[0]), sample, seed);
            long[] gameTimes = new long[games.size()];
            Map<String, Integer> labels = new TreeMap<>();
            for (int i = 0; i < games.size(); i++) {
                long start = System.nanoTime();
                String label = Winnability.of(games.get(i)).label();
                gameTimes[i] = System.nanoTime() - start;
                labels.merge(label, 1, Integer::sum);
                if (label.contains("?")) {
                    System.out.println("undetermined " + label + " " + games.get(i).fen());
                }
            }
            System.out.println("games: " + games.size() + " positions sampled from " + args[0] + ", labels " + labels);
            report("games", gameTimes);
        }
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

    private static void report(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf("%s: median %.1f us, p99 %.1f us, max %.1f ms over %d positions%n", what,
                sorted[sorted.length / 2] / 1e3, sorted[(int) Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] / 1e3,
                sorted[sorted.length - 1] / 1e6, sorted.length);
    }
}
