/**
 * Portable Game Notation: reading files of games (tags, movetext, comments, NAGs, nested
 * variations, results) and writing them back in export form. Moves are read through
 * {@link org.arbiter.chess.notation.Notation}, so a record is checked against the legal moves
 * of its position. Reading is per game: a game with a bad move is reported with its number, the
 * move number and the reason, and the next game is read as if nothing had happened.
 */
package org.arbiter.chess.pgn;
