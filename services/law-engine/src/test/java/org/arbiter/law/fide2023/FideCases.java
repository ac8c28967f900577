package org.arbiter.law.fide2023;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.arbiter.chess.Color;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;

/** Builds and runs small contested sequences under {@code fide-2023} for the article tests. */
final class FideCases {
    static final String CLOCK = "\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT30S\"}";
    static final String INITIAL = header("initial", CLOCK);

    private FideCases() {
    }

    /** A header for a game under {@code code} from {@code start}, with {@code fields} (JSON members) added. */
    static String header(String code, String start, String fields) {
        return "{\"header\":{\"code\":\"" + code + "\",\"start\":\"" + start + "\""
                + (fields.isEmpty() ? "" : "," + fields) + "}}\n";
    }

    static String header(String start, String fields) {
        return header("fide-2023", start, fields);
    }

    /** Whole legal moves in SAN from {@code first}, alternately, each followed by its mover's press. */
    static String play(String first, String sans) {
        StringBuilder sb = new StringBuilder();
        String by = first;
        for (String san : sans.trim().split("\\s+")) {
            sb.append(act(by, "move", "\"move\":\"" + san + "\"")).append(act(by, "press", ""));
            by = other(by);
        }
        return sb.toString();
    }

    static String play(String sans) {
        return play("white", sans);
    }

    /** Whole moves without any press, for a game with no clock and for the 1897 Code. */
    static String moves(String first, String sans) {
        StringBuilder sb = new StringBuilder();
        String by = first;
        for (String san : sans.trim().split("\\s+")) {
            sb.append(act(by, "move", "\"move\":\"" + san + "\""));
            by = other(by);
        }
        return sb.toString();
    }

    static String act(String by, String act, String fields) {
        return "{\"act\":\"" + act + "\",\"by\":\"" + by + "\"" + (fields.isEmpty() ? "" : "," + fields) + "}\n";
    }

    static String transfer(String by, String from, String to) {
        return act(by, "move", "\"from\":\"" + from + "\",\"to\":\"" + to + "\"");
    }

    static String touch(String by, String square) {
        return act(by, "touch", "\"square\":\"" + square + "\"");
    }

    static String claim(String by, String claim) {
        return act(by, "claim", "\"claim\":\"" + claim + "\"");
    }

    static String press(String by, int seconds) {
        return act(by, "press", "\"at\":" + seconds);
    }

    static String press(String by) {
        return act(by, "press", "");
    }

    private static String other(String by) {
        return by.equals("white") ? "black" : "white";
    }

    static ReplayResult run(String jsonl) {
        return Replay.run(ContestedSequence.parse(jsonl));
    }

    static FideGame state(String jsonl) {
        ContestedSequence s = ContestedSequence.parse(jsonl);
        Replay r = new Replay(s.header());
        for (int i = 0; i < s.actions().size(); i++) {
            r.apply(s.actions().get(i), s.lines().get(i));
        }
        return (FideGame) r.state().codeState();
    }

    static Ruling last(ReplayResult r) {
        assertThat(r.rulings()).as("rulings").isNotEmpty();
        return r.rulings().get(r.rulings().size() - 1);
    }

    /** The time {@code player} has left after {@code jsonl}, less the base time: what was added or used. */
    static Duration beyondBase(String jsonl, Color player) {
        return state(jsonl).left(player).minus(Duration.ofMinutes(90));
    }
}
