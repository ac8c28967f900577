package org.arbiter.service.ingest;

/**
 * A board and what came of its reports: the game it reports for; the acts its reading has made
 * final ({@code read}, numbered from 0 in their ids); of those, the acts recorded, the acts the law
 * engine refused (each skipped, the others recorded) and the acts waiting to be recorded because
 * the service could not record them yet (they go first with the next report); and how often a later
 * report re-read an act already recorded (a board dump showing a change the updates missed).
 */
record BoardStatus(String board, String gameId, int read, int acts, int refused, int waiting, int revisions) {
}
