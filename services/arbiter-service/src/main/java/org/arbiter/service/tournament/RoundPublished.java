package org.arbiter.service.tournament;

/**
 * On a tournament's record: {@code by} published round {@code round} as the last {@link RoundPaired}
 * of it paired it; its games are opened in the same transaction, and the round is never paired again.
 */
public record RoundPublished(String tournament, int round, String by) {
}
