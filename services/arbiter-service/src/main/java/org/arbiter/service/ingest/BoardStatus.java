package org.arbiter.service.ingest;

/**
 * A board and what came of its reports: the game it reports for; the acts its reading has made
 * final ({@code read}, numbered from 0 in their ids); of those, the acts recorded, the acts the law
 * engine refused (each skipped, the others recorded) and the acts waiting to be recorded because
 * the service could not record them yet (they go first with the next report); how often a later
 * report re-read an act already recorded (a board dump showing a change the updates missed); and
 * the acts read that are not final yet ({@code unsettled}: the board has not been seen still for the
 * debounce time since them; a capture's next read, or its closing empty read, settles them).
 */
record BoardStatus(String board, String gameId, int read, int acts, int refused, int waiting, int revisions,
                   int unsettled) {
}
