package org.arbiter.service.game.api;

import java.util.Map;
import org.axonframework.serialization.Revision;

/**
 * A game was opened. {@code header} holds the header object's fields as the arbiter gave them;
 * the other fields are read from it for consumers: the code, the players, and the board before
 * the first action ({@code position} is the first two FEN fields, {@code fen} the whole).
 */
@Revision("2")
public record GameOpened(String gameId, Map<String, Object> header, String code, String white, String black,
                         String event, String round, String fen, String position) {
}
