package org.arbiter.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbiter.chess.pgn.PgnWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter corpus}: writes a reproducible PGN file of generated games, so benchmarks can
 * use a large corpus without one being committed or downloaded.
 */
@Command(name = "corpus", mixinStandardHelpOptions = true,
        description = "Writes GAMES generated, plausible games as PGN; the same seed gives the same file.")
final class CorpusCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--games", paramLabel = "GAMES", defaultValue = "10000", description = "Games to write (default ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seed", defaultValue = "1897", description = "Seed of the generator (default ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Where to write; stdout if left out.")
    private Path output;

    @Override
    public Integer call() {
        if (games < 0) {
            throw new ParameterException(spec.commandLine(), "GAMES must not be negative, got " + games);
        }
        GameGenerator generator = new GameGenerator(seed);
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            write(generator, out);
            out.flush();
            return 0;
        }
        Writer file = TextFile.writer(output);
        try (Writer out = file) {
            write(generator, out);
        } catch (IOException | UncheckedIOException e) {
            throw TextFile.cannotWrite(output, e);
        }
        return 0;
    }

    private void write(GameGenerator generator, Writer out) {
        for (int i = 1; i <= games; i++) {
            PgnWriter.write(generator.game(i), out);
        }
    }
}
