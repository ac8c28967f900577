package org.arbiter.law;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;

/**
 * The record of the game as the code has decided it: the moves that stand, in order, and the
 * moves taken off the record by a restoration (II.6(e), Penalty A), in the order they were
 * undone.
 */
public record MoveRecord(List<Entry> standing, List<Entry> undone) {
    public static final MoveRecord EMPTY = new MoveRecord(List.of(), List.of());

    public MoveRecord {
        standing = List.copyOf(standing);
        undone = List.copyOf(undone);
    }

    /** The last move that stands, for highlighting it on a board. */
    public Optional<Entry> last() {
        return standing.isEmpty() ? Optional.empty() : Optional.of(standing.get(standing.size() - 1));
    }

    /**
     * One completed turn: the action that completed it ({@code seq}), who moved, the number of the
     * move, its SAN ({@code null} for an illegal transfer), the squares the man left and reached,
     * and the man as its FEN letter.
     */
    public record Entry(int seq, Color mover, int moveNumber, String san, String from, String to, String man) {
        public boolean legal() {
            return san != null;
        }

        /** {@code Nf3}, or for an illegal transfer the man and its squares: {@code Bf3-f5 (illegal)}. */
        public String text() {
            return legal() ? san : man.toUpperCase(java.util.Locale.ROOT) + from + "-" + to + " (illegal)";
        }
    }
}
