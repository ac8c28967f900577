package org.arbiter.service.game;

import org.axonframework.common.caching.Cache;
import org.axonframework.common.caching.WeakReferenceCache;
import org.axonframework.eventsourcing.EventCountSnapshotTriggerDefinition;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The aggregate's repository settings. Games in play stay in memory (the cache), so an action
 * costs one pass of the law engine and one append; a game not in memory is rebuilt from its last
 * snapshot, taken every {@code arbiter.snapshot-every} events, plus the events after it.
 */
@Configuration(proxyBeanMethods = false)
class GameConfiguration {

    @Bean
    Cache gameCache() {
        return new WeakReferenceCache();
    }

    @Bean
    SnapshotTriggerDefinition gameSnapshotTrigger(Snapshotter snapshotter,
                                                  @Value("${arbiter.snapshot-every:200}") int threshold) {
        return new EventCountSnapshotTriggerDefinition(snapshotter, threshold);
    }
}
