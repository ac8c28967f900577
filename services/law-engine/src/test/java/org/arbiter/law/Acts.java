package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.law.sequence.ContestedSequence;

/** Builds and runs small contested sequences under any code, for the tests of the codes other than 1897's. */
public final class Acts {
    private Acts() {
    }

    /** A header line for {@code code} from {@code start} ({@code initial} or a FEN), with {@code supplement} when not null. */
    public static String header(String code, String supplement, String start) {
        return "{\"header\":{\"code\":\"" + code + "\"" + (supplement == null ? "" : ",\"supplement\":\"" + supplement + "\"")
                + ",\"start\":\"" + start + "\"}}\n";
    }

    public static String header(String code, String start) {
        return header(code, null, start);
    }

    /** One act a line: {@code act("touch", "white", "\"square\":\"e2\"")}. */
    public static String act(String act, String by, String fields) {
        return "{\"act\":\"" + act + "\",\"by\":\"" + by + "\"" + (fields.isEmpty() ? "" : "," + fields) + "}\n";
    }

    /** Whole moves, the first by {@code first}, then alternately; SAN, or {@code e2-e4} for squares. */
    public static String play(String first, String moves) {
        StringBuilder sb = new StringBuilder();
        String by = first;
        for (String m : moves.trim().split("\\s+")) {
            String fields = m.matches("[a-h][1-8]-[a-h][1-8]")
                    ? "\"from\":\"" + m.substring(0, 2) + "\",\"to\":\"" + m.substring(3) + "\""
                    : "\"move\":\"" + m + "\"";
            sb.append(act("move", by, fields));
            by = by.equals("white") ? "black" : "white";
        }
        return sb.toString();
    }

    /** A move by hand: the man on {@code from} lifted, put on {@code to}, and let go. */
    public static String byHand(String by, String from, String to) {
        return act("lift", by, "\"square\":\"" + from + "\"") + act("place", by, "\"square\":\"" + to + "\"")
                + act("release", by, "");
    }

    /**
     * A Chess960 castling by hand as FIDE's Guidelines II.3.2.5.1 recommend: the King lifted from
     * {@code king} and let go beside the board, the Rook moved, then the King put on {@code kingTo}.
     */
    public static String besideTheBoard(String by, String king, String rookFrom, String rookTo, String kingTo) {
        return act("lift", by, "\"square\":\"" + king + "\"") + act("release", by, "") + byHand(by, rookFrom, rookTo)
                + act("place", by, "\"square\":\"" + kingTo + "\"") + act("release", by, "");
    }

    public static ReplayResult run(String jsonl) {
        return Replay.run(ContestedSequence.parse(jsonl));
    }

    /** The same sequence ruled under {@code code}, supplemented by {@code supplement} when not null. */
    public static ReplayResult runUnder(String jsonl, String code, String supplement) {
        return Replay.run(ContestedSequence.parse(jsonl).ruledBy(code, java.util.Optional.ofNullable(supplement)));
    }

    public static List<String> laws(ReplayResult r) {
        return r.rulings().stream().map(Ruling::law).toList();
    }

    public static List<String> noticeLaws(ReplayResult r) {
        return r.notices().stream().map(Ruling::law).toList();
    }

    public static Ruling last(ReplayResult r) {
        assertThat(r.rulings()).as("rulings").isNotEmpty();
        return r.rulings().get(r.rulings().size() - 1);
    }
}
