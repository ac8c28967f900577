package org.arbiter.service.broadcast;

/**
 * One game's PGN as the law engine wrote it after {@code actions} actions, with what orders it in
 * its round: {@code board}, the header's board number (null when it names none).
 */
record GamePgn(String gameId, int actions, Integer board, String text) {
}
