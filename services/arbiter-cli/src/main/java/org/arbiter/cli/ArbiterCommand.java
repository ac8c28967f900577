package org.arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code arbiter} command: only the list of subcommands and the exit code. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Chess arbiter tools.",
        subcommands = {PerftCommand.class, ValidateCommand.class, CorpusCommand.class})
public final class ArbiterCommand {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, so tests run exactly what {@code main} runs. */
    static CommandLine commandLine() {
        return new CommandLine(new ArbiterCommand()).setExecutionExceptionHandler(new FailureHandler());
    }
}
