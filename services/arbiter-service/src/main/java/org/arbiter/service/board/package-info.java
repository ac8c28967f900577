/**
 * The live board: one row per game with the board, the last move that stands, the time each side
 * has used, the status and the result, as the law engine decided them; the same rows, newest
 * first, are the list of games. A projection on a tracking processor ({@code board}); it can be
 * rebuilt from the event store at any time.
 */
package org.arbiter.service.board;
