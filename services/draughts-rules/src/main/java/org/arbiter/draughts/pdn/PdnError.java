package org.arbiter.draughts.pdn;

/**
 * Why a game could not be read: its number in the file (from 1), the move number at which reading
 * stopped (0 for the tag section), the reason, and the line of the file.
 */
public record PdnError(int game, int move, String reason, int line) {

    /** {@code game 3, move 12: 11-16 is not a legal move (line 40)}. */
    @Override
    public String toString() {
        return "game " + game + ", move " + move + ": " + reason + " (line " + line + ")";
    }
}
