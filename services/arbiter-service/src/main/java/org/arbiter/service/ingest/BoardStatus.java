package org.arbiter.service.ingest;

/**
 * A board and what came of its reports: the game it reports for, the acts recorded from it,
 * the acts the law engine refused (each skipped, the others recorded), and how often a later
 * report re-read an act already recorded (a board dump showing a change the updates missed).
 */
record BoardStatus(String board, String gameId, int acts, int refused, int revisions) {
}
