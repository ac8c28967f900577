package org.arbiter.service.game.api;

/**
 * A breach, or a right it opened, was put on the record by action {@code seq} without a decision
 * yet (the law engine's notices): {@code law} cites the law breached, {@code text} says what
 * happened.
 */
public record BreachNoted(String gameId, int seq, String law, String text, String position, String by,
                          String player) {
}
