/**
 * The contested-sequence format ({@code shared/spec/contested-sequence.md}): the header,
 * one typed {@link org.arbiter.law.sequence.Action} per physical act at the board, the splitting of
 * JSON Lines ({@link org.arbiter.law.sequence.JsonLines}), and the reader that rejects a malformed
 * line with its number, the field and the reason. Version 1 whole; of version 2, the header's
 * {@code game} (a draughts game's squares are the numbers 1 to 32, see {@link org.arbiter.law.sequence.DraughtsSquares},
 * with its acts {@code huff} and {@code compel}) and {@code supplement}, and the acts
 * {@code announce} and {@code call}, with this project's optional {@code refer} and {@code decide}.
 */
package org.arbiter.law.sequence;
