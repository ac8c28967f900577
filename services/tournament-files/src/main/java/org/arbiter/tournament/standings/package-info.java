/**
 * Standings with the tie-breaks of FIDE's Play-Off and Tie-Break Regulations (FIDE Handbook C.07):
 * a {@link org.arbiter.tournament.standings.Crosstable} of what each round gave each participant, ranked by
 * {@link org.arbiter.tournament.standings.Standings} on points and then an ordered list of
 * {@link org.arbiter.tournament.standings.Tiebreak}s named by their FIDE acronyms, unplayed rounds managed
 * as Article 16 says, under the 2023 text or its 2026 amendment ({@link org.arbiter.tournament.standings.Regulations}).
 */
package org.arbiter.tournament.standings;
