package org.arbiter.service.history;

import java.util.Map;

/**
 * The game after action {@code at} (0: before the first): the full FEN, its first two fields, the
 * result and the law that ended the game, and the action itself as the arbiter gave it (null at 0).
 * {@code actions} is how many the game has.
 */
record PositionView(String gameId, int at, int actions, String fen, String position, String result,
                    String termination, Map<String, Object> action) {
}
