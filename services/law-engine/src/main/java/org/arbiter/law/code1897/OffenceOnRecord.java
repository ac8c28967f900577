package org.arbiter.law.code1897;

import org.arbiter.chess.Color;

/**
 * An offence under II.9 on the arbiter's record. {@code knownAtMoves} is how many moves the
 * opponent had completed when he learned of it, or -1 while he is not known to know.
 */
record OffenceOnRecord(Color offender, String kind, String law, int seq, int knownAtMoves) {
}
