package org.arbiter.chess.pgn;

/**
 * Why a game could not be read: its number in the file (from 1), the move number at which
 * reading stopped (0 for the tag section), the reason, and the line of the file.
 */
public record PgnError(int game, int move, String reason, int line) {

    /** {@code game N, move M: reason (line L)}, the form {@code arbiter validate} prints. */
    @Override
    public String toString() {
        return "game " + game + ", move " + move + ": " + reason + " (line " + line + ")";
    }
}
