package org.arbiter.cli;

import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns an exception escaping a subcommand into one line on stderr: a person at a terminal
 * needs the input and the reason, never a stack trace. Bad input (an argument, a FEN, a file)
 * exits with {@link #BAD_INPUT}; anything else is a fault of ours and exits with {@link #INTERNAL}.
 */
final class FailureHandler implements IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;
    static final int INTERNAL = 70;

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parseResult) {
        String name = cmd.getCommandSpec().qualifiedName();
        if (e instanceof IllegalArgumentException || e instanceof UncheckedIOException) {
            cmd.getErr().println(name + ": " + e.getMessage());
            return BAD_INPUT;
        }
        cmd.getErr().println(name + ": internal error: " + e);
        return INTERNAL;
    }
}
