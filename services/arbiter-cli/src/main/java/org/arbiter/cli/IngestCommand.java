package org.arbiter.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter ingest FILE}: an electronic board's recording as a contested sequence on
 * standard output, header first. Input it cannot read stops it with the byte or line and the
 * reason on stderr and exit 2, after the lines read before the fault.
 */
@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = "Reads a board's recording (DGT bytes or board fields) and prints the contested sequence (JSON Lines).",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:the whole recording was read", "2:bad input: the byte or line and the reason are on stderr"})
final class IngestCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The recording: a DGT capture or raw DGT bytes, or board fields (.jsonl).")
    private Path file;

    @Option(names = "--format", paramLabel = "dgt|fields",
            description = "dgt (the DGT serial protocol) or fields (JSON Lines of square changes); by default fields for .jsonl, else dgt.")
    private String format;

    @Option(names = "--header", paramLabel = "JSON", description = "The header's fields as a JSON object (default {}).")
    private String header;

    @Option(names = "--debounce", paramLabel = "MS", defaultValue = "300",
            description = "How long the board must stay unchanged before the hand counts as quitting the man (default ${DEFAULT-VALUE} ms).")
    private long debounce;

    @Option(names = "--white-clock", paramLabel = "left|right", defaultValue = "left",
            description = "Which side of the DGT clock, seen from the front, is White's (default ${DEFAULT-VALUE}).")
    private String whiteClock;

    @Option(names = "--no-press", description = "Leave out the clock presses.")
    private boolean noPress;

    @Override
    public Integer call() {
        if (!"left".equals(whiteClock) && !"right".equals(whiteClock)) {
            throw new IllegalArgumentException("--white-clock must be left or right, not '" + whiteClock + "'");
        }
        Ingest.Format chosen = format != null ? Ingest.Format.parse(format)
                : file.toString().endsWith(".jsonl") ? Ingest.Format.FIELDS : Ingest.Format.DGT;
        byte[] input;
        try {
            input = Files.readAllBytes(file);
        } catch (IOException e) {
            throw TextFile.cannotRead(file, e);
        }
        Ingest.Result result = Ingest.run(input, chosen, header, new Settings(debounce, "left".equals(whiteClock), !noPress));
        PrintWriter out = spec.commandLine().getOut();
        out.print(result.text());
        out.flush();
        if (result.error().isPresent()) {
            spec.commandLine().getErr().println("arbiter ingest: " + file + ": " + result.error().get().getMessage());
            return FailureHandler.BAD_INPUT;
        }
        return 0;
    }
}
