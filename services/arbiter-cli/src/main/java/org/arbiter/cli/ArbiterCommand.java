package org.arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code arbiter} command: only the list of subcommands and the exit code. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Dispute resolution for chess arbiters under the 1897 Chess Code and the other codes of chess law.",
        subcommands = {ReplayCommand.class, PerftCommand.class, ValidateCommand.class, CorpusCommand.class,
                ServeCommand.class, CompareCommand.class, IngestCommand.class, SimulateBoardCommand.class, BoardCommand.class,
                WinnableCommand.class, VerifyCommand.class, UserCommand.class, SeasonCommand.class,
                StandingsCommand.class, PairCommand.class})
public final class ArbiterCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** A bare {@code arbiter} prints its usage. */
    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, so tests run exactly what {@code main} runs. */
    static CommandLine commandLine() {
        return new CommandLine(new ArbiterCommand()).setExecutionExceptionHandler(new FailureHandler());
    }

    /** Runs the command line; bad input gives a message naming it and exit code 2, never a stack trace. */
    static int execute(String... args) {
        return commandLine().execute(args);
    }
}
