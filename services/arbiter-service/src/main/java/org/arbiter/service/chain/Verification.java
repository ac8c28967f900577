package org.arbiter.service.chain;

import java.util.List;

/**
 * A game's record checked: {@code intact} when every event carries its link, every hash matches
 * its event, every link points at the event before it and the law engine's replay gives what the
 * events say. {@code events} is how many events were read, {@code head} the last event's hash,
 * {@code findings} what is wrong, in the game's order.
 */
public record Verification(String gameId, boolean intact, int events, String head, List<Finding> findings) {
    public Verification {
        findings = List.copyOf(findings);
    }
}
