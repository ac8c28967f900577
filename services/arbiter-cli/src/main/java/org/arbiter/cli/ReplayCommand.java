package org.arbiter.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter replay FILE [--json]}: replays a contested sequence. Without {@code --json} it
 * prints a timeline a person can follow; with it, exactly the spec's replay output.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a contested sequence (JSON Lines) and print the rulings.")
final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "the contested sequence, .jsonl")
    Path file;

    @Option(names = "--json", description = "print the spec's replay output as one JSON object")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String text = TextFile.read(file);
        Timeline timeline = json ? null : new Timeline(out);
        try {
            ContestedSequence sequence = ContestedSequence.parse(text);
            Replay replay = new Replay(sequence.header());
            if (timeline != null) {
                timeline.header(sequence.header(), replay);
            }
            for (int i = 0; i < sequence.actions().size(); i++) {
                Replay.Frame frame = replay.apply(sequence.actions().get(i), sequence.lines().get(i));
                if (timeline != null) {
                    timeline.frame(frame, replay.rulebook());
                }
            }
            ReplayResult result = replay.result();
            if (json) {
                out.println(result.toJson());
            } else {
                timeline.summary(result);
            }
            out.flush();
            return 0;
        } catch (SequenceError e) {
            out.flush();
            err.println("arbiter: " + file + ": " + e.getMessage());
            return 2;
        }
    }
}
