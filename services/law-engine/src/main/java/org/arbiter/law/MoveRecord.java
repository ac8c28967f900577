package org.arbiter.law;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;

/**
 * The record of the game as the code has decided it: the moves that stand, in order, the moves
 * taken off the record by a restoration (II.6(e), Penalty A), in the order they were undone, and
 * an illegal move made at the board that is not (or not yet) on the record, because the
 * offender's turn has not ended with it (II.6(b)): a board shows it, the record does not.
 */
public record MoveRecord(List<Entry> standing, List<Entry> undone, Optional<Entry> pending) {
    public static final MoveRecord EMPTY = new MoveRecord(List.of(), List.of(), Optional.empty());

    public MoveRecord {
        standing = List.copyOf(standing);
        undone = List.copyOf(undone);
    }

    public MoveRecord(List<Entry> standing, List<Entry> undone) {
        this(standing, undone, Optional.empty());
    }

    /** The last transfer made at the board: the pending illegal move if there is one, else the last that stands. */
    public Optional<Entry> lastMade() {
        return pending.isPresent() ? pending : last();
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
