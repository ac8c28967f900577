package org.arbiter.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.arbiter.chess.Move;
import org.arbiter.chess.Perft;
import org.arbiter.chess.Position;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter perft FEN DEPTH}: the number of leaf nodes of the legal-move tree, the last
 * line of stdout so scripts can take it with {@code tail -1}. Time and rate go to stderr.
 * {@code --game draughts} counts English draughts instead, from a PDN FEN.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Counts the leaf nodes of the legal-move tree to DEPTH; the count is the last line.")
final class PerftCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    /** The games whose move trees can be counted. */
    enum Game { chess, draughts }

    @Option(names = "--game", defaultValue = "chess", description = "chess (default) or draughts.")
    private Game game;

    @Parameters(index = "0", paramLabel = "FEN", description = "The position as a quoted FEN (PDN FEN for draughts), or 'startpos'.")
    private String fen;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "Plies to count, 0 or more (1 or more with --divide).")
    private int depth;

    @Option(names = "--divide", description = "Print 'move: count' for each legal move before the total.")
    private boolean divide;

    @Override
    public Integer call() {
        if (depth < (divide ? 1 : 0)) {
            throw new ParameterException(spec.commandLine(),
                    "DEPTH must be at least " + (divide ? 1 : 0) + ", got " + depth);
        }
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        long nodes = game == Game.draughts ? draughts(out) : chess(out);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(nodes);
        out.flush();
        spec.commandLine().getErr().printf("perft %d: %s in %.3f s (%.1f M nodes/s)%n",
                depth, Plural.of(nodes, "node"), seconds, seconds > 0 ? nodes / seconds / 1e6 : 0.0);
        return 0;
    }

    private long chess(PrintWriter out) {
        Position position = "startpos".equals(fen) ? Position.initial() : Position.fromFen(fen);
        return divide ? printed(out, Perft.divide(position, depth), Move::uci) : Perft.count(position, depth);
    }

    private long draughts(PrintWriter out) {
        DraughtsPosition position = "startpos".equals(fen) ? DraughtsPosition.initial() : DraughtsPosition.fromFen(fen);
        return divide
                ? printed(out, org.arbiter.draughts.Perft.divide(position, depth), DraughtsMove::notation)
                : org.arbiter.draughts.Perft.count(position, depth);
    }

    /** Prints 'move: count' a line and a blank line after them; returns the sum. */
    private static <M> long printed(PrintWriter out, Map<M, Long> counts, Function<M, String> name) {
        long nodes = 0;
        for (Map.Entry<M, Long> e : counts.entrySet()) {
            out.println(name.apply(e.getKey()) + ": " + e.getValue());
            nodes += e.getValue();
        }
        out.println();
        return nodes;
    }
}
