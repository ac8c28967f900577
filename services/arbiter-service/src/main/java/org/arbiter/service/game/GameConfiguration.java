package org.arbiter.service.game;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.axonframework.common.caching.Cache;
import org.axonframework.common.caching.EhCache3Adapter;
import org.ehcache.CacheManager;
import org.ehcache.core.Ehcache;
import org.ehcache.config.builders.CacheConfigurationBuilder;
import org.ehcache.config.builders.CacheManagerBuilder;
import org.ehcache.config.builders.ResourcePoolsBuilder;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.Configuration;
import org.axonframework.eventsourcing.EventCountSnapshotTriggerDefinition;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.axonframework.eventsourcing.SnapshotterSpanFactory;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.annotation.HandlerDefinition;
import org.axonframework.messaging.annotation.ParameterResolverFactory;
import org.axonframework.spring.eventsourcing.SpringAggregateSnapshotter;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;

/**
 * The aggregate's repository settings, all Axon's own parts. Games in play stay in memory (the
 * cache), so an action costs one pass of the law engine and one append; a game not in memory is
 * rebuilt from its last snapshot, taken every {@code arbiter.snapshot-every} events, plus the
 * events after it.
 */
@org.springframework.context.annotation.Configuration(proxyBeanMethods = false)
class GameConfiguration {

    /**
     * The games in play, kept in memory through Axon's Ehcache 3 adapter, up to
     * {@code arbiter.games-in-memory} (the least recently used go first). Axon's own
     * {@code WeakReferenceCache} lost every game at each young collection, and each next action
     * then rebuilt its game from the store.
     */
    @Bean
    Cache gameCache(CacheManager games, @Value("${arbiter.games-in-memory:2000}") int capacity) {
        // Ehcache's own cache class is what its manager makes and what Axon's adapter takes
        return new EhCache3Adapter((Ehcache<Object, Object>) games.createCache("games", CacheConfigurationBuilder
                .newCacheConfigurationBuilder(Object.class, Object.class, ResourcePoolsBuilder.heap(capacity)).build()));
    }

    @Bean(destroyMethod = "close")
    CacheManager gameCacheManager() {
        return CacheManagerBuilder.newCacheManagerBuilder().build(true);
    }

    @Bean
    SnapshotTriggerDefinition gameSnapshotTrigger(Snapshotter snapshotter,
                                                  @Value("${arbiter.snapshot-every:500}") int threshold) {
        return new EventCountSnapshotTriggerDefinition(snapshotter, threshold);
    }

    /**
     * Axon's snapshotter, taking snapshots on a thread of its own after the command's transaction
     * has committed. By default it works on the thread that committed, so the arbiter whose action
     * crossed the threshold would wait while the game's events since the last snapshot are read
     * back and the snapshot written; a snapshot is only a shortcut for later rebuilds, and one taken
     * a moment later serves as well.
     */
    @Bean
    SpringAggregateSnapshotter aggregateSnapshotter(Configuration configuration, HandlerDefinition handlerDefinition,
                                                    ParameterResolverFactory parameterResolverFactory,
                                                    EventStore eventStore, TransactionManager transactionManager,
                                                    SnapshotterSpanFactory spanFactory) {
        return SpringAggregateSnapshotter.builder()
                .repositoryProvider(configuration::repository)
                .transactionManager(transactionManager)
                .eventStore(eventStore)
                .parameterResolverFactory(parameterResolverFactory)
                .handlerDefinition(handlerDefinition)
                .spanFactory(spanFactory)
                .executor(snapshotThread())
                .build();
    }

    @Bean(destroyMethod = "shutdown")
    ExecutorService snapshotThread() {
        return Executors.newSingleThreadExecutor(runnable -> {
            Thread t = new Thread(runnable, "snapshotter");
            t.setDaemon(true);
            return t;
        });
    }
}
