package org.arbiter.service.game.api;

/**
 * A game was opened. {@code header} is the spec's header line as JSON text; the other fields are
 * read from it for consumers: the code, the players, and the board before the first action
 * ({@code position} is the first two FEN fields, {@code fen} the whole).
 */
public record GameOpened(String gameId, String header, String code, String white, String black, String event,
                         String round, String fen, String position) {
}
