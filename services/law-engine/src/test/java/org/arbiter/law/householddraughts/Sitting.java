package org.arbiter.law.householddraughts;

import org.arbiter.law.Acts;
import org.arbiter.law.ReplayResult;

/** Small draughts sequences for the tests of the household laws: a header, acts, and moves made in turn. */
final class Sitting {
    private Sitting() {
    }

    /** A header of a draughts game under {@code household-draughts} from {@code start} ({@code initial} or a PDN FEN). */
    static String header(String start) {
        return "{\"header\":{\"game\":\"draughts\",\"code\":\"household-draughts\",\"start\":\"" + start + "\"}}\n";
    }

    static String act(String act, String by, String fields) {
        return Acts.act(act, by, fields);
    }

    /** Whole moves in draughts notation, the first by {@code first}, then alternately. */
    static String moves(String first, String moves) {
        StringBuilder sb = new StringBuilder();
        String by = first;
        for (String m : moves.trim().split("\\s+")) {
            sb.append(act("move", by, "\"move\":\"" + m + "\""));
            by = by.equals("white") ? "black" : "white";
        }
        return sb.toString();
    }

    /** {@code n} moves on each side, the Kings going back and forth between two pairs of squares. */
    static String shuffle(String first, String there, String back, String reply, String replyBack, int n) {
        StringBuilder sb = new StringBuilder();
        String second = first.equals("white") ? "black" : "white";
        for (int i = 0; i < n; i++) {
            sb.append(act("move", first, "\"move\":\"" + (i % 2 == 0 ? there : back) + "\""));
            sb.append(act("move", second, "\"move\":\"" + (i % 2 == 0 ? reply : replyBack) + "\""));
        }
        return sb.toString();
    }

    static ReplayResult run(String jsonl) {
        return Acts.run(jsonl);
    }
}
