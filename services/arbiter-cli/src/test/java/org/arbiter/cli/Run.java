package org.arbiter.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One run of the command line as {@code main} runs it, with stdout and stderr captured. */
record Run(int exitCode, String out, String err) {

    static Run of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = ArbiterCommand.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int code = cmd.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    String lastLine() {
        String[] lines = out.strip().split("\\R");
        return lines[lines.length - 1];
    }
}
