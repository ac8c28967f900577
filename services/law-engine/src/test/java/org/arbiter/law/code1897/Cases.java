package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;

/** Builds and runs small contested sequences for the law tests. */
final class Cases {
    static final String INITIAL = header("initial");

    private Cases() {
    }

    /** A header line for a game from {@code start} ({@code initial} or a FEN). */
    static String header(String start) {
        return "{\"header\":{\"code\":\"chess-code-1897\",\"white\":\"W\",\"black\":\"B\",\"start\":\"" + start + "\"}}\n";
    }

    /** Whole legal moves in SAN, the first by {@code first}, then alternately, one action a line. */
    static String play(String first, String sans) {
        StringBuilder sb = new StringBuilder();
        String by = first;
        for (String san : sans.trim().split("\\s+")) {
            sb.append("{\"act\":\"move\",\"by\":\"").append(by).append("\",\"move\":\"").append(san).append("\"}\n");
            by = by.equals("white") ? "black" : "white";
        }
        return sb.toString();
    }

    /** Whole moves from White first. */
    static String play(String sans) {
        return play("white", sans);
    }

    static ReplayResult run(String jsonl) {
        return Replay.run(ContestedSequence.parse(jsonl));
    }

    /** The replay itself, for looking at the state after each action. */
    static Replay replay(String jsonl) {
        ContestedSequence s = ContestedSequence.parse(jsonl);
        Replay r = new Replay(s.header());
        for (int i = 0; i < s.actions().size(); i++) {
            r.apply(s.actions().get(i), s.lines().get(i));
        }
        return r;
    }

    static GameInPlay state(String jsonl) {
        return (GameInPlay) replay(jsonl).state().codeState();
    }

    static SequenceError rejected(String jsonl) {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> run(jsonl));
        assertThat(e).as("the sequence is rejected").isNotNull();
        return e;
    }

    static List<String> laws(ReplayResult r) {
        return r.rulings().stream().map(Ruling::law).toList();
    }

    static List<String> noticeLaws(ReplayResult r) {
        return r.notices().stream().map(Ruling::law).toList();
    }

    /** The text of the last ruling. */
    static String lastText(ReplayResult r) {
        assertThat(r.rulings()).as("rulings").isNotEmpty();
        return r.rulings().get(r.rulings().size() - 1).text();
    }

    /**
     * Runs {@code before}, then {@code before} with {@code act} (a claim or requirement), and checks
     * that the act failed: its one ruling cites {@code law}, was asked by {@code asker} and goes
     * against him, and nothing changed: the men, the player on turn, the result and the open
     * penalty rights are those before it.
     */
    static Ruling fails(String before, String act, String law, Color asker) {
        GameInPlay was = state(before);
        ReplayResult r = run(before + act);
        GameInPlay now = state(before + act);
        Ruling ruling = last(r);
        assertThat(ruling.seq()).as("the ruling answers the act").isEqualTo(r.actions());
        assertThat(ruling.law()).as("citation").isEqualTo(law);
        assertThat(ruling.by()).as("asked by").isEqualTo(Actor.of(asker));
        assertThat(ruling.against()).as("goes against the one who asked").contains(asker);
        assertThat(now.board()).as("the men").isEqualTo(was.board());
        assertThat(now.turn()).as("the player on turn").isEqualTo(was.turn());
        assertThat(now.result()).as("result").isEqualTo(was.result());
        assertThat(now.penalties().rights()).as("open penalty rights").isEqualTo(was.penalties().rights());
        return ruling;
    }

    static Ruling last(ReplayResult r) {
        assertThat(r.rulings()).as("rulings").isNotEmpty();
        return r.rulings().get(r.rulings().size() - 1);
    }
}
