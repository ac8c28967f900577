package org.arbiter.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.arbiter.board.BoardSimulator;
import org.arbiter.chess.Move;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter simulate-board PGNFILE}: the games of a PGN file played on an imaginary DGT board,
 * written as DGT captures with noises at a given rate; the same seed gives the same bytes.
 */
@Command(name = "simulate-board", mixinStandardHelpOptions = true,
        description = "Writes each game of a PGN file as a DGT capture, with board and hand noises at RATE; prints what it put in on stderr.")
final class SimulateBoardCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PGNFILE", description = "The games.")
    private Path pgn;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "The capture for a file of one game (standard output if left out); a folder for several, one game-NNNN.dgt each.")
    private Path output;

    @Option(names = "--noise", paramLabel = "RATE", defaultValue = "0.1",
            description = "The probability of each noise where it can happen (default ${DEFAULT-VALUE}).")
    private double noise;

    @Option(names = "--seed", defaultValue = "1897", description = "Seed of the noises (default ${DEFAULT-VALUE}).")
    private long seed;

    @Override
    public Integer call() {
        List<PgnGame> games = new ArrayList<>();
        Reader source = TextFile.reader(pgn);
        try (Reader in = source) {
            PgnReader reader = new PgnReader(in);
            while (reader.hasNext()) {
                PgnEntry entry = reader.next();
                if (!entry.ok()) {
                    throw new IllegalArgumentException(pgn + ": " + entry.error().orElseThrow());
                }
                games.add(entry.game());
            }
        } catch (IOException | UncheckedIOException e) {
            throw TextFile.cannotRead(pgn, e);
        }
        if (games.size() != 1 && output == null) {
            throw new IllegalArgumentException(pgn + " holds " + games.size() + " games; name a folder for them with -o");
        }
        BoardSimulator simulator = new BoardSimulator(noise, seed);
        Map<BoardSimulator.Noise, Integer> noises = new EnumMap<>(BoardSimulator.Noise.class);
        long moves = 0;
        for (int i = 0; i < games.size(); i++) {
            PgnGame game = games.get(i);
            List<Move> line = game.mainLine().moves().stream().map(PgnMove::move).toList();
            BoardSimulator.Recording r = simulator.record(game.startPosition(), line, game.result());
            r.noises().forEach((n, c) -> noises.merge(n, c, Integer::sum));
            moves += r.moves();
            write(games.size() == 1 ? output : output.resolve(String.format("game-%04d.dgt", i + 1)), r.capture());
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println(Plural.of(games.size(), "game") + ", " + Plural.of(moves, "move") + ", noises: "
                + (noises.isEmpty() ? "none" : noises.toString().replaceAll("[{}]", "")));
        err.flush();
        return 0;
    }

    private void write(Path path, byte[] bytes) {
        try {
            if (path == null) {
                OutputStream out = System.out;
                out.write(bytes);
                out.flush();
                return;
            }
            if (path.getParent() != null && !Files.isDirectory(path.getParent())) {
                Files.createDirectories(path.getParent());
            }
            Files.write(path, bytes);
        } catch (IOException e) {
            throw TextFile.cannotWrite(path, e);
        }
    }
}
