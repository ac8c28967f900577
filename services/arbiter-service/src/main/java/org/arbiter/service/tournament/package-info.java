/**
 * Tournaments, their rounds and boards: a tournament and a round's pairings imported from TRF16,
 * a game opened for each board, standings from the games' results, and the tournament written
 * back as TRF16 with them. Each board's result follows its game's events.
 */
package org.arbiter.service.tournament;
