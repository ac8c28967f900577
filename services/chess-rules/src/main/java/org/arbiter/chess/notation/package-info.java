/**
 * Records of moves (I.13): reading them in every notation an arbiter meets, SAN, coordinates,
 * German, English descriptive and the full record of I.13.A, and writing them.
 *
 * <p>A record is never sliced into a move. Each family of notation turns the text into
 * conditions on the move, and the legal moves of the position are filtered with them, which is
 * how I.13.C is applied: an omitted word leaves its condition open, a record is never read as an
 * illegal move when a legal reading exists, and a record with several legal readings is
 * {@link org.arbiter.chess.notation.Reading.Ambiguous}, not an error.
 * {@link org.arbiter.chess.notation.Notation} is the only entry point.
 */
package org.arbiter.chess.notation;
