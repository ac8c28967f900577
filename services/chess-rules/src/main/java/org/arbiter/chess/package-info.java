/**
 * The rules of the game as Part I of the Code states them: the board, the men, the legal
 * move (I.11), check, checkmate and stalemate (I.10, I.15) and identical positions (I.16).
 * {@link org.arbiter.chess.Position} is the immutable public face; the mutable
 * {@code Board}, the fully legal {@code MoveGenerator}, the bulk {@code MoveCounter} and the
 * magic-bitboard slider tables in {@code Magics} behind it are package-private and tuned for perft.
 */
package org.arbiter.chess;
