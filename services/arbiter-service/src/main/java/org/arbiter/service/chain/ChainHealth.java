package org.arbiter.service.chain;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.health.Status;
import org.springframework.stereotype.Component;

/**
 * Health's word on the games whose stored chain does not end at the head the service signed (found
 * at the start, or when the service refused to sign an event over it): {@link #TAMPERED}, naming
 * each game and why. The service still answers for every other game, so no probe fails for it.
 */
@Component("chain")
class ChainHealth implements HealthIndicator {
    /** Health's status while a game's record holds what the service did not write. */
    static final Status TAMPERED = new Status("TAMPERED");
    private static final Logger LOG = LoggerFactory.getLogger(ChainHealth.class);

    private final Map<String, String> games = new ConcurrentHashMap<>();

    /** Game {@code gameId}'s chain is not the service's, for {@code reason}. */
    void notTheServices(String gameId, String reason) {
        if (!reason.equals(games.put(gameId, reason))) {
            LOG.error("the record of game {} holds what the service did not write: {}", gameId, reason);
        }
    }

    @Override
    public Health health() {
        return games.isEmpty() ? Health.up().build()
                : Health.status(TAMPERED).withDetail("games", new TreeMap<>(games)).build();
    }
}
