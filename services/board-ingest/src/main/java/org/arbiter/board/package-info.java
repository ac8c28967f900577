/**
 * An electronic board's reports turned into the acts of a contested sequence. The board sees only
 * that a square's contents changed; {@link org.arbiter.board.FieldChanges} reads those changes
 * ({@link org.arbiter.board.Observation}) as lifts, placements, releases, removals, promotions and
 * clock presses ({@link org.arbiter.board.BoardAct}), and {@link org.arbiter.board.Ingest} is the
 * whole path from a DGT capture or the JSON Lines of board fields to the sequence's lines.
 * {@link org.arbiter.board.BoardSimulator} makes noisy DGT captures of PGN games for the tests.
 */
package org.arbiter.board;
