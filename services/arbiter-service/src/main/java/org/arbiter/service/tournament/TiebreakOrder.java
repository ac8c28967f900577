package org.arbiter.service.tournament;

import java.util.List;

/**
 * The tie-breaks a tournament's standings use, by their C.07 acronyms in order, and where the order
 * comes from: its arbiters' choice, the TRF-2026 file's {@code 202} line, or C.07's usual list for
 * the kind ({@code BH-C1, BH} for a Swiss, {@code DE, SB} for a round-robin).
 */
record TiebreakOrder(String tournament, List<String> tiebreaks, Source from) {

    enum Source { CHOSEN, TRF, DEFAULT }
}
