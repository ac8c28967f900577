/**
 * Whether a side can still checkmate by any series of legal moves (FIDE 5.2.2, 6.9, 7.5.5).
 * {@link org.arbiter.chess.winnable.Winnability} is the immutable public face; behind it, all
 * package-private, a make/unmake {@code Workboard} (one per thread), the material rules of
 * {@code Material}, the locked-position analysis of {@code Lockdown}, the rule for a winner's last
 * piece of {@code LastPiece}, the bounded helpmate search of {@code Helpmate} with the move ratings
 * of {@code Progress} and, where its budget runs out, the enumeration of every reachable position
 * of {@code Reachable}, then deeper guided searches (one of them sending the loser's King to the
 * square of {@code Picture}) and a last one whose iterations have no cap, after the Chess
 * Unwinnability Analyzer of Miguel Ambrona (FUN 2022) and his CHA-Solver.
 */
package org.arbiter.chess.winnable;
