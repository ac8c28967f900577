package org.arbiter.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.arbiter.law.Comparison;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Reruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.words.ActWords;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter season DIR --code CODE [--supplement CODE]}: re-rules every contested sequence
 * ({@code .jsonl}) under DIR under one code and prints, game by game, the acts where a ruling or
 * the result would differ from the code the game was played under, then a summary. A file that
 * cannot be read or parsed is reported with its line and the rest are still re-ruled. The games
 * are ruled on every core; the output keeps the files' order.
 */
@Command(name = "season", mixinStandardHelpOptions = true,
        description = "Re-rule every game of a directory under one code and show where it would differ.")
final class SeasonCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "a directory of contested sequences, .jsonl, searched through")
    Path dir;

    @Option(names = "--code", required = true, paramLabel = "CODE", description = "the code to re-rule every game under")
    String code;

    @Option(names = "--supplement", paramLabel = "CODE", description = "the code consulted where CODE is silent")
    String supplement;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** One file's outcome: its re-ruling, or why it could not be read. */
    private record Game(Path file, Reruling reruling, String error) {
    }

    @Override
    public Integer call() {
        CodeOption.check("--code", code);
        CodeOption.check("--supplement", supplement);
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + ": not a directory");
        }
        List<Path> files = files(dir);
        PrintWriter out = spec.commandLine().getOut();
        Progress progress = new Progress(spec.commandLine().getErr(), files.size(), System.console() != null);
        long started = System.nanoTime();
        Game[] games = new Game[files.size()];
        IntStream.range(0, files.size()).parallel().forEach(i -> {
            games[i] = rerule(files.get(i));
            progress.done();
        });
        progress.finish(System.nanoTime() - started);
        int bad = 0;
        int refused = 0;
        int results = 0;
        int rulings = 0;
        for (Game g : games) {
            if (g.error() != null) {
                bad++;
                spec.commandLine().getErr().println("arbiter: " + dir.relativize(g.file()) + ": " + g.error());
                continue;
            }
            Reruling r = g.reruling();
            if (r.refused().isPresent()) {
                refused++;
            }
            results += r.resultDiffers() ? 1 : 0;
            rulings += r.rulingsDiffer() ? 1 : 0;
            print(out, dir.relativize(g.file()), r);
        }
        out.printf("season: %s under %s: %d with another result, %d with other rulings, %d refused by a code, %s%n",
                Plural.of(games.length, "game"), label(), results, rulings, refused, Plural.of(bad, "bad file"));
        out.flush();
        return bad == 0 ? 0 : FailureHandler.BAD_INPUT;
    }

    private String label() {
        return code + (supplement == null ? "" : "+" + supplement);
    }

    private Game rerule(Path file) {
        try {
            ContestedSequence sequence = ContestedSequence.parse(TextFile.read(file));
            return new Game(file, Reruling.of(sequence, code, Optional.ofNullable(supplement)), null);
        } catch (SequenceError | UncheckedIOException e) {
            return new Game(file, null, e.getMessage());
        }
    }

    /** Nothing for a game ruled alike; otherwise its results and each act where the codes part. */
    private static void print(PrintWriter out, Path name, Reruling r) {
        if (r.refused().isPresent()) {
            out.println(name + ": not compared: " + r.refused().get().getMessage());
            return;
        }
        if (r.differences().isEmpty()) {
            return;
        }
        out.println(name + ": " + ending(r.played()) + " under " + r.playedUnder() + ", " + ending(r.ruled())
                + " under " + r.ruledUnder()
                + r.stopped().map(e -> " (compared up to line " + e.line() + ": " + e.reason() + ")").orElse(""));
        for (Comparison.Parting p : r.differences()) {
            List<String> parts = new ArrayList<>();
            p.rulings().forEach((c, laws) -> parts.add(c + ": " + (laws.isEmpty() ? "none" : String.join(" ", laws))));
            String rulings = parts.isEmpty() ? "" : "  rulings " + String.join(" | ", parts);
            parts.clear();
            p.results().forEach((c, result) -> parts.add(c + ": " + result));
            String results = parts.isEmpty() ? "" : "  result " + String.join(" | ", parts);
            out.printf("%7d. %s%s%s%n", p.seq(), ActWords.describe(p.action(), p.before()), rulings, results);
        }
    }

    private static String ending(ReplayResult r) {
        return r.result() + (r.termination() == null ? "" : " (" + r.termination() + ")");
    }

    private static List<Path> files(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".jsonl") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw TextFile.cannotRead(dir, e);
        }
    }

    /**
     * A bar redrawn on stderr at a terminal; elsewhere (a pipe, a log, a test) one plain line at
     * the end, since a redrawn bar would fill a log with carriage returns.
     */
    private static final class Progress {
        private static final int WIDTH = 30;
        private final PrintWriter err;
        private final int total;
        private final boolean terminal;
        private final AtomicInteger done = new AtomicInteger();
        private int drawn = -1;

        Progress(PrintWriter err, int total, boolean terminal) {
            this.err = err;
            this.total = total;
            this.terminal = terminal;
        }

        void done() {
            int n = done.incrementAndGet();
            if (terminal) {
                int filled = total == 0 ? WIDTH : n * WIDTH / total;
                synchronized (this) {
                    if (filled != drawn || n == total) {
                        drawn = filled;
                        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + n + "/" + total);
                        err.flush();
                    }
                }
            }
        }

        void finish(long nanos) {
            if (terminal) {
                err.println();
            }
            err.printf("re-ruled %s in %.2f s%n", Plural.of(total, "game"), nanos / 1e9);
            err.flush();
        }
    }
}
