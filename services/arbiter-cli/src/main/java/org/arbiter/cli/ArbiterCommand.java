package org.arbiter.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code arbiter} command: each job is a subcommand. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Dispute resolution for chess arbiters under the 1897 Chess Code.",
        subcommands = {ReplayCommand.class, ServeCommand.class})
public final class ArbiterCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line; bad input gives a message naming it and exit code 2, never a stack trace. */
    public static int execute(String... args) {
        CommandLine cli = new CommandLine(new ArbiterCommand());
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("arbiter: " + ex.getMessage());
            return 2;
        });
        return cli.execute(args);
    }
}
