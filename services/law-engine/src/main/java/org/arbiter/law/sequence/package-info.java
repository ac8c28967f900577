/**
 * The contested-sequence format, version 1 ({@code shared/spec/contested-sequence.md}): the header,
 * one typed {@link org.arbiter.law.sequence.Action} per physical act at the board, the splitting of
 * JSON Lines ({@link org.arbiter.law.sequence.JsonLines}), and the reader that rejects a malformed
 * line with its number, the field and the reason.
 */
package org.arbiter.law.sequence;
