/**
 * The live board: one row per game with the board, the last move, the time each side has used,
 * the status and the result; the same rows, newest first, are the list of games. A projection on a pooled streaming processor ({@code board}); it can
 * be rebuilt from the event store at any time.
 */
package org.arbiter.service.board;
