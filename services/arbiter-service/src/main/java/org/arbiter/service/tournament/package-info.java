/**
 * Tournaments, their rounds and boards: a tournament and a round's pairings imported from TRF16,
 * a game opened for each board, standings ranked by tournament-files with FIDE's tie-breaks in the
 * order the tournament's arbiters set, and the tournament written
 * back as TRF16 with them. Each board's result follows its game's events. The next round is paired
 * by the Dutch system from the tournament's own record and published from it, both events on the
 * tournament's record (NextRound; docs/adr/0029).
 */
package org.arbiter.service.tournament;
