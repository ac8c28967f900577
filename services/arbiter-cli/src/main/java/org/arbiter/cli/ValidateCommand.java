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
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnError;
import org.arbiter.chess.pgn.PgnReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter validate FILE.pgn}: reads every game, replaying each move against the legal
 * moves of its position, prints one line per bad game and a summary. Exit 0 when every game is
 * good, 1 when some are bad, 2 when the file cannot be read.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks every game of a PGN file; prints 'game N, move M: reason' per bad game, then a summary.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every game is good", "1:some games are bad", "2:the file cannot be read"})
final class ValidateCommand implements Callable<Integer> {
    static final int SOME_BAD = 1;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A PGN file, or '-' for standard input.")
    private String file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long games = 0;
        long moves = 0;
        long bad = 0;
        Reader source = open();
        try (Reader in = source) {
            PgnReader reader = new PgnReader(in);
            while (reader.hasNext()) {
                PgnEntry entry = reader.next();
                games++;
                moves += entry.game().plies();
                if (!entry.ok()) {
                    bad++;
                    out.println(describe(entry.error().orElseThrow()));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            throw TextFile.cannotRead(file, e);
        }
        double seconds = Math.max((System.nanoTime() - start) / 1e9, 1e-9);
        out.printf("%s, %s, %s with errors, %.0f games/s%n", Plural.of(games, "game"), Plural.of(moves, "move"),
                Plural.of(bad, "game"), games / seconds);
        out.flush();
        return bad == 0 ? 0 : SOME_BAD;
    }

    /** The reader's move 0 stands for the tag section, which a person knows by that name, not as a move. */
    private static String describe(PgnError error) {
        if (error.move() == 0) {
            return "in the tags of game " + error.game() + ": " + error.reason() + " (line " + error.line() + ")";
        }
        return error.toString();
    }

    private Reader open() {
        if ("-".equals(file)) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
        }
        return TextFile.reader(Path.of(file));
    }
}
