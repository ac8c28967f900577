package org.arbiter.law;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * One sequence ruled under several codes, and the acts at which they part: a ruling under one
 * code and not under another, a result that comes to differ (reported at the act where it
 * does, not again at every later act), or positions that part (or part otherwise) at that act. A code that refuses the header is kept with its reason and compared on nothing.
 */
public record Comparison(List<Ruled> ruled, List<Parting> partings) {

    /** The sequence under one code: its header, start, frames and output, or the header's refusal. */
    public record Ruled(String label, Header header, GameState start, List<Replay.Frame> frames, ReplayResult result,
                 Optional<SequenceError> rejected, Optional<SequenceError> refused) {
    }

    /** An act at which the codes part; each map, by code, is present only when they differ in it. */
    public record Parting(int seq, Action action, GameState before, Map<String, List<String>> rulings,
                   Map<String, String> results, Map<String, String> positions) {
    }

    /** {@code codes} are header code values, or {@code code+supplement}. */
    public static Comparison of(ContestedSequence sequence, List<String> codes) {
        List<Ruled> ruled = new ArrayList<>();
        for (String label : codes) {
            ruled.add(rule(sequence, label));
        }
        List<Ruled> compared = ruled.stream().filter(r -> r.refused().isEmpty()).toList();
        List<Parting> partings = new ArrayList<>();
        int acts = compared.stream().mapToInt(r -> r.frames().size()).max().orElse(0);
        List<String> lastParting = null;
        Map<String, String> lastResults = Map.of();
        for (int i = 0; i < acts; i++) {
            Map<String, List<String>> rulings = new LinkedHashMap<>();
            Map<String, String> results = new LinkedHashMap<>();
            Map<String, String> positions = new LinkedHashMap<>();
            for (Ruled r : compared) {
                Optional<Replay.Frame> f = i < r.frames().size() ? Optional.of(r.frames().get(i)) : Optional.empty();
                rulings.put(r.label(), f.map(x -> x.rulings().stream().map(Ruling::law).toList()).orElse(List.of("(rejected)")));
                results.put(r.label(), f.map(x -> x.state().result().text()
                        + x.state().termination().map(t -> " (" + t + ")").orElse("")).orElse("(rejected)"));
                positions.put(r.label(), f.map(x -> x.state().position()).orElse("(rejected)"));
            }
            List<String> parting = groups(positions);
            boolean positionsPart = parting.stream().distinct().count() > 1 && !parting.equals(lastParting);
            lastParting = parting;
            // A game that has ended under one code and not another parts in its result once, where it ends.
            boolean resultsPart = differ(results) && !results.equals(lastResults);
            lastResults = results;
            if (differ(rulings) || resultsPart || positionsPart) {
                Ruled first = compared.get(0);
                GameState before = i == 0 ? first.start() : first.frames().get(Math.min(i, first.frames().size()) - 1).state();
                partings.add(new Parting(i + 1, sequence.actions().get(i), before, differ(rulings) ? rulings : Map.of(),
                        resultsPart ? results : Map.of(), positionsPart ? positions : Map.of()));
            }
        }
        return new Comparison(ruled, partings);
    }

    private static Ruled rule(ContestedSequence sequence, String label) {
        String[] parts = label.split("\\+", 2);
        ContestedSequence under = sequence.ruledBy(parts[0], parts.length > 1 ? Optional.of(parts[1]) : Optional.empty());
        List<Replay.Frame> frames = new ArrayList<>();
        GameState[] start = new GameState[1];
        try {
            Replay.Listener listener = new Replay.Listener() {
                @Override
                public void started(Header header, GameState s) {
                    start[0] = s;
                }

                @Override
                public void step(Replay.Frame frame) {
                    frames.add(frame);
                }
            };
            // The code the acts were recorded under hears them as they are; another re-rules them.
            Replay.Partial p = label.equals(label(sequence.header())) ? Replay.runUpToRejection(under, listener)
                    : Replay.rerule(under, listener);
            return new Ruled(label, under.header(), start[0], frames, p.result(), p.rejected(), Optional.empty());
        } catch (SequenceError e) {
            return new Ruled(label, under.header(), null, List.of(), null, Optional.empty(), Optional.of(e));
        }
    }

    /** The header's code, {@code code+supplement} when it has one. */
    static String label(Header h) {
        return h.code() + h.supplement().map(s -> "+" + s).orElse("");
    }

    private static boolean differ(Map<String, ?> byCode) {
        return byCode.values().stream().distinct().count() > 1;
    }

    /** Which codes agree on a position: each code's position numbered by its first appearance. */
    private static List<String> groups(Map<String, String> positions) {
        List<String> seen = new ArrayList<>();
        List<String> groups = new ArrayList<>();
        for (String p : positions.values()) {
            if (!seen.contains(p)) {
                seen.add(p);
            }
            groups.add(String.valueOf(seen.indexOf(p)));
        }
        return groups;
    }
}
