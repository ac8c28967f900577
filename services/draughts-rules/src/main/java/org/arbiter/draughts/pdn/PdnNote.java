package org.arbiter.draughts.pdn;

/**
 * Something a game's text writes otherwise than PDN's own form, read all the same: a step written
 * with {@code x}, a result given only in the Result tag. Its game (from 1), its move number (0 for
 * the tag section), what was noticed, and the line of the file.
 */
public record PdnNote(int game, int move, String text, int line) {

    /** {@code game 3, move 12: 10x14 is written as a capture but takes nothing: 10-14 (line 40)}. */
    @Override
    public String toString() {
        return "game " + game + ", move " + move + ": " + text + " (line " + line + ")";
    }
}
