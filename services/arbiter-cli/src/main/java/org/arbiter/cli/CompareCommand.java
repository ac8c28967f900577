package org.arbiter.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.arbiter.law.Comparison;
import org.arbiter.law.json.Json;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.words.ActWords;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter compare FILE... --codes A,B,C [--json]}: rules each sequence under every code
 * named and prints, act by act, where they part. With {@code --json}, one document a file (one a
 * line): every code's replay output and the partings.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Rule a contested sequence under several codes and show where they part.")
final class CompareCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "contested sequences, .jsonl")
    List<Path> files;

    @Option(names = "--codes", split = ",", required = true, paramLabel = "CODE[+SUPPLEMENT]",
            description = "the codes to rule under, e.g. chess-code-1897,household-chess+chess-code-1897")
    List<String> codes;

    @Option(names = "--json", description = "print one JSON document a file: each code's replay output and the partings")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        codes.forEach(entry -> CodeOption.checkEntry("--codes", entry));
        PrintWriter out = spec.commandLine().getOut();
        int exit = 0;
        for (Path file : files) {
            ContestedSequence sequence;
            try {
                sequence = ContestedSequence.parse(TextFile.read(file));
            } catch (SequenceError e) {
                spec.commandLine().getErr().println("arbiter: " + file + ": " + e.getMessage());
                exit = 2;
                continue;
            }
            Comparison c = Comparison.of(sequence, codes);
            if (json) {
                out.println(Json.write(document(file, c)));
            } else {
                text(out, file, c);
            }
        }
        out.flush();
        return exit;
    }

    private void text(PrintWriter out, Path file, Comparison c) {
        out.println(file + ": " + String.join(", ", codes));
        for (Comparison.Ruled r : c.ruled()) {
            r.refused().ifPresent(e -> out.println("  " + r.label() + " refuses the sequence: " + e.getMessage()));
        }
        long ruling = c.ruled().stream().filter(r -> r.refused().isEmpty()).count();
        if (ruling < 2) {
            out.println("  fewer than two of the codes rule the sequence: nothing to compare");
        } else if (c.partings().isEmpty()) {
            out.println("  the codes rule every act alike");
        }
        for (Comparison.Parting p : c.partings()) {
            out.printf("%5d. %s%n", p.seq(), ActWords.describe(p.action(), p.before()));
            line(out, "rulings", p.rulings(), v -> ((List<?>) v).isEmpty() ? "none" : String.join(" ", (List<String>) v));
            line(out, "result", p.results(), String::valueOf);
            line(out, "position", p.positions(), String::valueOf);
        }
        List<String> ends = new ArrayList<>();
        for (Comparison.Ruled r : c.ruled()) {
            if (r.result() != null) {
                ends.add(r.label() + " " + r.result().result() + (r.result().termination() == null ? "" : " ("
                        + r.result().termination() + ")") + r.rejected().map(e -> ", stopped at line " + e.line()).orElse(""));
            }
        }
        out.println("  results: " + String.join(" | ", ends));
    }

    @SuppressWarnings("unchecked")
    private static void line(PrintWriter out, String aspect, Map<String, ?> byCode,
                             java.util.function.Function<Object, String> shown) {
        if (byCode.isEmpty()) {
            return;
        }
        List<String> parts = new ArrayList<>();
        byCode.forEach((code, v) -> parts.add(code + ": " + shown.apply(v)));
        out.printf("       %-9s %s%n", aspect, String.join("  |  ", parts));
    }

    private Map<String, Object> document(Path file, Comparison c) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("file", file.toString());
        doc.put("codes", codes);
        List<Object> replays = new ArrayList<>();
        for (Comparison.Ruled r : c.ruled()) {
            Map<String, Object> one = new LinkedHashMap<>();
            if (r.refused().isPresent()) {
                one.put("code", r.header().code());
                r.header().supplement().ifPresent(s -> one.put("supplement", s));
                one.put("refused", r.refused().get().getMessage());
            } else {
                one.putAll(ReplayCommand.output(r.header(), r.result(), true));
                r.rejected().ifPresent(e -> one.put("rejected", e.getMessage()));
            }
            replays.add(one);
        }
        doc.put("replays", replays);
        List<Object> partings = new ArrayList<>();
        for (Comparison.Parting p : c.partings()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("seq", p.seq());
            one.put("act", p.action().act());
            putIfAny(one, "rulings", p.rulings());
            putIfAny(one, "result", p.results());
            putIfAny(one, "position", p.positions());
            partings.add(one);
        }
        doc.put("differences", partings);
        return doc;
    }

    private static void putIfAny(Map<String, Object> into, String key, Map<String, ?> byCode) {
        if (!byCode.isEmpty()) {
            into.put(key, new LinkedHashMap<>(byCode));
        }
    }
}
