package org.arbiter.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.json.Json;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter replay FILE [--code CODE] [--supplement CODE] [--json | --brief]}: replays a
 * contested sequence, under the code its header names or the one given. Without {@code --json}
 * it prints a timeline a person can follow, with {@code --brief} one without board diagrams; with
 * {@code --json}, exactly the spec's replay output, with version 2's {@code code} and
 * {@code supplement} first when the sequence is ruled under version 2. A rejected line goes to
 * stderr with its number, after the replay of every action before it.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a contested sequence (JSON Lines) and print the rulings.")
final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "the contested sequence, .jsonl")
    Path file;

    @Option(names = "--code", paramLabel = "CODE", description = "rule the acts under this code instead of the header's")
    String code;

    @Option(names = "--supplement", paramLabel = "CODE", description = "the code consulted where the code is silent")
    String supplement;

    @ArgGroup(exclusive = true)
    Output output = new Output();

    /** The timeline and the JSON are two forms of one output; --brief shortens only the timeline. */
    static final class Output {
        @Option(names = "--json", description = "print the spec's replay output as one JSON object")
        boolean json;

        @Option(names = "--brief",
                description = "leave out the board diagrams: one line per act with its rulings and notices, then the summary")
        boolean brief;
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        CodeOption.check("--code", code);
        CodeOption.check("--supplement", supplement);
        PrintWriter out = spec.commandLine().getOut();
        String text = TextFile.read(file);
        SequenceError rejected = null;
        ContestedSequence sequence;
        try {
            sequence = ContestedSequence.parse(text);
        } catch (SequenceError e) {
            rejected = e;
            sequence = before(text, e.line());
        }
        SequenceError stopped = sequence == null ? null : replay(ruled(sequence), out);
        out.flush();
        SequenceError error = stopped != null ? stopped : rejected;
        if (error == null) {
            return 0;
        }
        spec.commandLine().getErr().println("arbiter: " + file + ": " + error.getMessage());
        return 2;
    }

    /** The lines before {@code line}, read on their own, so what was accepted is still replayed; null without a header. */
    private static ContestedSequence before(String text, int line) {
        String[] lines = text.split("\r?\n", -1);
        try {
            return ContestedSequence.parse(String.join("\n", Arrays.asList(lines).subList(0, Math.max(line - 1, 0))));
        } catch (SequenceError e) {
            return null;
        }
    }

    /** The sequence under the code and supplement given on the command line, where they are. */
    private ContestedSequence ruled(ContestedSequence sequence) {
        if (code == null && supplement == null) {
            return sequence;
        }
        Header h = sequence.header();
        return sequence.ruledBy(code == null ? h.code() : code,
                supplement == null ? h.supplement() : Optional.of(supplement));
    }

    /**
     * The spec's replay output, with the code that ruled and its supplement first when version 2
     * is in use: the header needs it, or the code was {@code named} on the command line.
     */
    static Map<String, Object> output(Header header, ReplayResult result, boolean named) {
        if (!named && !header.version2()) {
            return result.toMap();
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", header.code());
        header.supplement().ifPresent(s -> out.put("supplement", s));
        out.putAll(result.toMap());
        return out;
    }

    /** Prints the replay of every action up to the first one rejected, and returns that one's error, if any. */
    private SequenceError replay(ContestedSequence sequence, PrintWriter out) {
        Timeline timeline = output.json ? null : new Timeline(out, output.brief);
        Replay.Partial replayed;
        try {
            Replay.Listener listener = timeline == null ? frame -> { } : timeline;
            // Acts re-ruled under another code may name men that stand otherwise under it: noticed, never a stop.
            replayed = code != null || supplement != null ? Replay.rerule(sequence, listener)
                    : Replay.runUpToRejection(sequence, listener);
        } catch (SequenceError e) {
            return e;
        }
        if (output.json) {
            out.println(Json.write(output(sequence.header(), replayed.result(), code != null || supplement != null)));
        } else {
            timeline.summary(replayed.result());
        }
        return replayed.rejected().orElse(null);
    }
}
