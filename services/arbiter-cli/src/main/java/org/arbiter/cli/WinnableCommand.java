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
import org.arbiter.chess.Position;
import org.arbiter.chess.winnable.Winnability;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter winnable FEN} or {@code arbiter winnable --file FILE}: per position one line,
 * {@code LABEL FEN}, where LABEL says who can still checkmate by some series of legal moves
 * (FIDE 5.2.2, 6.9, 7.5.5): {@code WB}, {@code W-}, {@code -B}, {@code --} (dead), with
 * {@code ?} for a side the search gave up on. A bad FEN in a file stops the run with exit 2,
 * naming its line, after the lines before it have been printed.
 */
@Command(name = "winnable", mixinStandardHelpOptions = true,
        description = "Says who can still checkmate: 'LABEL FEN' per position, LABEL one of WB, W-, -B, -- (dead), "
                + "'?' for a side the search gave up on.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every position was analysed", "2:a bad FEN, line or file"})
final class WinnableCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FEN", description = "The position as a quoted FEN.")
    private String fen;

    @Option(names = "--file", paramLabel = "FILE",
            description = "One FEN a line ('-' for standard input); blank lines and lines starting "
                    + "with '#' are skipped.")
    private String file;

    /** A FEN of the file that cannot be read, with its line, so a person can find it. */
    static final class BadLine extends IllegalArgumentException {
        private final String file;
        private final int line;

        BadLine(String file, int line, IllegalArgumentException cause) {
            super(file + " line " + line + ": " + cause.getMessage(), cause);
            this.file = file;
            this.line = line;
        }

        String file() {
            return file;
        }

        int line() {
            return line;
        }
    }

    @Override
    public Integer call() {
        if ((fen == null) == (file == null)) {
            throw new ParameterException(spec.commandLine(), "give either a FEN or --file FILE");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (fen != null) {
            out.println(line(fen.strip()));
            out.flush();
            return 0;
        }
        try (BufferedReader in = new BufferedReader(open())) {
            String text;
            int number = 0;
            while ((text = in.readLine()) != null) {
                number++;
                String f = text.strip();
                if (f.isEmpty() || f.startsWith("#")) {
                    continue;
                }
                try {
                    out.println(line(f));
                } catch (IllegalArgumentException e) {
                    throw new BadLine(file, number, e);
                } finally {
                    out.flush();
                }
            }
        } catch (IOException | UncheckedIOException e) {
            throw TextFile.cannotRead(file, e);
        }
        return 0;
    }

    private static String line(String fen) {
        return Winnability.of(Position.fromFen(fen)).label() + " " + fen;
    }

    private Reader open() {
        if ("-".equals(file)) {
            return new InputStreamReader(System.in, StandardCharsets.UTF_8);
        }
        return TextFile.reader(Path.of(file));
    }
}
