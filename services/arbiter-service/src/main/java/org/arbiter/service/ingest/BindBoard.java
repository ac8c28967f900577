package org.arbiter.service.ingest;

/**
 * The body of {@code PUT /api/boards/{board}}: the game by its id, or by its header's
 * {@code event}, {@code round} and {@code board} number.
 */
record BindBoard(String gameId, String event, String round, Integer board) {
}
