package org.arbiter.service.game.api;

/**
 * The result of the game changed from {@code *} with action {@code seq}: {@code result} is
 * {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code annulled}, {@code termination} the law
 * that ended it.
 */
public record GameEnded(String gameId, int seq, String result, String termination) {
}
