package org.arbiter.draughts.pdn;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.arbiter.draughts.DraughtsPosition;

/**
 * A game as PDN records it: the tag pairs in their order, the comments before the first move,
 * the moves, and the result ({@code 2-0} or {@code 1-0} for White, {@code 0-2} or {@code 0-1} for
 * Black, {@code 1-1} drawn, {@code *} unknown; the first of each pair counts White's score).
 */
public record PdnGame(Map<String, String> tags, List<String> comments, List<PdnMove> moves, String result) {
    static final Set<String> RESULTS = Set.of("2-0", "0-2", "1-1", "1-0", "0-1", "*");

    public PdnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        comments = checkedComments(comments);
        moves = List.copyOf(moves);
        if (!RESULTS.contains(Objects.requireNonNull(result, "result"))) {
            throw new IllegalArgumentException("'" + result + "' is not a game result; expected 2-0, 0-2, 1-1, 1-0, 0-1 or *");
        }
    }

    /**
     * Whether two results written in a file say the same: {@code 2-0} and {@code 1-0} are both White's
     * win, {@code 1-1} and chess's {@code 1/2-1/2} both a draw.
     */
    static boolean sameOutcome(String a, String b) {
        return outcome(a).equals(outcome(b));
    }

    /** Whether a result names a winner or a draw (not {@code *}, not anything unknown). */
    static boolean decided(String result) {
        return Set.of("white", "black", "drawn").contains(outcome(result));
    }

    /** A result as this record writes it: chess's {@code 1/2-1/2} as PDN's {@code 1-1}. */
    static String written(String result) {
        String r = result.strip();
        return r.equals("1/2-1/2") ? "1-1" : r;
    }

    private static String outcome(String result) {
        return switch (result.strip()) {
            case "2-0", "1-0" -> "white";
            case "0-2", "0-1" -> "black";
            case "1-1", "1/2-1/2" -> "drawn";
            default -> result.strip();
        };
    }

    /** A brace comment cannot hold '}', so a comment that does could not be written back. */
    static List<String> checkedComments(List<String> comments) {
        for (String c : comments) {
            if (c.indexOf('}') >= 0) {
                throw new IllegalArgumentException("a comment cannot hold '}': " + c);
            }
        }
        return List.copyOf(comments);
    }

    public int plies() {
        return moves.size();
    }

    /** The position before the first move: the FEN tag's, or the opening position. */
    public DraughtsPosition startPosition() {
        String fen = tags.get("FEN");
        return fen == null ? DraughtsPosition.initial() : DraughtsPosition.fromFen(fen);
    }

    /** The position after the last move. */
    public DraughtsPosition finalPosition() {
        DraughtsPosition p = startPosition();
        for (PdnMove m : moves) {
            p = p.play(m.move());
        }
        return p;
    }
}
