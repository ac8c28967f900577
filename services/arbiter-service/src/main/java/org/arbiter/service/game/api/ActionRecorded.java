package org.arbiter.service.game.api;

/**
 * An action was accepted as action number {@code seq} (1-based, the header being 0).
 * {@code action} is its JSON text as recorded; {@code act}, {@code by}, {@code at} (ISO-8601
 * duration since the start of play, or null) and {@code move} (the notation or squares of a move,
 * or null) are read from it. {@code idempotencyKey} is the action's id or the delivery's, null when
 * it had neither. {@code fen}, {@code position}, {@code result} and {@code termination} describe
 * the game after the law engine applied the action.
 */
public record ActionRecorded(String gameId, int seq, String action, String act, String by, String at, String move,
                             String idempotencyKey, String fen, String position, String result, String termination) {
}
