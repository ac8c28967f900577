/**
 * Portable Draughts Notation: reading files of games (tag pairs, move numbers, moves such as
 * {@code 11-15} and {@code 15x22x31}, comments, results) and writing them back. Each move is
 * checked against the legal moves of its position; a game with a bad move is reported with its
 * number, the move number and the reason, and the next game is read as if nothing had happened.
 */
package org.arbiter.draughts.pdn;
