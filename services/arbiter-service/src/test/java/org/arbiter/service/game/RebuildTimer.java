package org.arbiter.service.game;

import java.util.Arrays;
import org.axonframework.common.caching.Cache;
import org.axonframework.config.Configuration;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.modelling.command.Repository;
import org.springframework.context.ApplicationContext;

/** Times the rebuild of a game the service does not hold in memory: load from the store, then the law engine's state. */
public final class RebuildTimer {
    private RebuildTimer() {
    }

    /** Rebuilds the game {@code rounds} times and returns the times in microseconds, sorted. */
    public static long[] measure(ApplicationContext context, String gameId, int rounds) {
        return measure(context, gameId, rounds, true);
    }

    /**
     * As {@link #measure(ApplicationContext, String, int)}; with {@code lawEngine} false, only the
     * load from the store (snapshot and events), without the law engine's pass over the actions.
     */
    public static long[] measure(ApplicationContext context, String gameId, int rounds, boolean lawEngine) {
        Repository<Game> games = context.getBean(Configuration.class).repository(Game.class);
        Cache cache = context.getBean("gameCache", Cache.class);
        long[] micros = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            cache.removeAll();
            long start = System.nanoTime();
            DefaultUnitOfWork<?> unit = DefaultUnitOfWork.startAndGet(null);
            try {
                var game = games.load(gameId);
                if (lawEngine) {
                    game.invoke(Game::state);
                }
            } finally {
                unit.rollback();
            }
            micros[i] = (System.nanoTime() - start) / 1000;
        }
        Arrays.sort(micros);
        return micros;
    }
}
