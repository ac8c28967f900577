package org.arbiter.chess.pgn;

/**
 * Something a game's text writes otherwise than a game with moves, read all the same: a game of tags
 * alone, whose result the {@code Result} tag gives (a broadcast's or a crosstable's export). Its game
 * (from 1), its move number (0 for the tag section), what was noticed, and the line of the file.
 */
public record PgnNote(int game, int move, String text, int line) {

    /** {@code game 3, move 0: no moves: read as a result only, the Result tag's 1-0 (line 40)}. */
    @Override
    public String toString() {
        return "game " + game + ", move " + move + ": " + text + " (line " + line + ")";
    }
}
