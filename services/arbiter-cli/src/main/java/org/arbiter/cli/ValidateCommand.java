package org.arbiter.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.draughts.pdn.PdnReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter validate FILE.pgn} (or {@code FILE.pdn}, or {@code --game draughts}): reads every
 * game, replaying each move against the legal moves of its position, prints one line per bad game
 * and a summary. A draughts file is PDN, read by the draughts rules' own reader. Exit 0 when every
 * game is good, 1 when some are bad, 2 when the file cannot be read.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks every game of a PGN (chess) or PDN (draughts) file; prints 'game N, move M: reason' per bad"
                + " game, then a summary.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every game is good", "1:some games are bad", "2:the file cannot be read"})
final class ValidateCommand implements Callable<Integer> {
    static final int SOME_BAD = 1;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A PGN or PDN file, or '-' for standard input.")
    private String file;

    enum Game { chess, draughts }

    @Option(names = "--game", description = "chess (PGN) or draughts (PDN); by default draughts for a file named *.pdn, else chess.")
    private Game game;

    @Option(names = {"-q", "--quiet"}, description = "Print the bad games and the summary only; the notes are counted, not listed.")
    private boolean quiet;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        Reader source = open();
        boolean draughts = game == Game.draughts || (game == null && file.toLowerCase(java.util.Locale.ROOT).endsWith(".pdn"));
        long[] counts;
        try (Reader in = source) {
            counts = draughts
                    ? check(new PdnReader(in), e -> e.game().plies(), e -> e.error().map(x -> describe(x.game(), x.move(),
                            x.reason(), x.line(), x.toString())), e -> e.notes().stream().map(Object::toString).toList(), out, quiet)
                    : check(new PgnReader(in), e -> e.game().plies(), e -> e.error().map(x -> describe(x.game(), x.move(),
                            x.reason(), x.line(), x.toString())), e -> e.notes().stream().map(Object::toString).toList(), out, quiet);
        } catch (IOException | UncheckedIOException e) {
            throw TextFile.cannotRead(file, e);
        }
        long games = counts[0];
        long moves = counts[1];
        long bad = counts[2];
        long notes = counts[3];
        double seconds = Math.max((System.nanoTime() - start) / 1e9, 1e-9);
        out.printf("%s, %s, %s with errors%s, %.0f games/s%n", Plural.of(games, "game"), Plural.of(moves, "move"),
                Plural.of(bad, "game"), notes == 0 ? "" : ", " + Plural.of(notes, "note"), games / seconds);
        out.flush();
        return bad == 0 ? 0 : SOME_BAD;
    }

    /**
     * Reads every game, printing each bad one and, unless quiet, each note (a move read although written
     * otherwise than the format's own form, a game of tags alone read as its result); the counts of
     * games, moves, bad games and notes.
     */
    private static <E> long[] check(java.util.Iterator<E> reader, java.util.function.ToIntFunction<E> plies,
                                    java.util.function.Function<E, java.util.Optional<String>> error,
                                    java.util.function.Function<E, java.util.List<String>> notes, PrintWriter out,
                                    boolean quiet) {
        long[] counts = new long[4];
        while (reader.hasNext()) {
            E entry = reader.next();
            counts[0]++;
            counts[1] += plies.applyAsInt(entry);
            for (String note : notes.apply(entry)) {
                counts[3]++;
                if (!quiet) {
                    out.println("note: " + note);
                }
            }
            java.util.Optional<String> bad = error.apply(entry);
            if (bad.isPresent()) {
                counts[2]++;
                out.println(bad.get());
            }
        }
        return counts;
    }

    /** The reader's move 0 stands for the tag section, which a person knows by that name, not as a move. */
    private static String describe(int game, int move, String reason, int line, String error) {
        if (move == 0) {
            return "in the tags of game " + game + ": " + reason + " (line " + line + ")";
        }
        return error;
    }

    private Reader open() {
        if ("-".equals(file)) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
        }
        return TextFile.reader(Path.of(file));
    }
}
