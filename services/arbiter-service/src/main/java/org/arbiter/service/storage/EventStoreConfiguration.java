package org.arbiter.service.storage;

import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.axonframework.common.jpa.EntityManagerProvider;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jpa.JpaEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.upcasting.event.EventUpcaster;
import org.axonframework.springboot.util.RegisterDefaultEntities;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The event store: Axon's JPA storage engine, built as Axon's auto-configuration builds it, with
 * the changes of {@link TunedJpaEventStorageEngine}. Declaring the engine turns the
 * auto-configuration off, and with it the registration of the engine's entities, so they are
 * registered here.
 */
@Configuration(proxyBeanMethods = false)
@RegisterDefaultEntities(packages = "org.axonframework.eventsourcing.eventstore.jpa")
class EventStoreConfiguration {

    @Bean
    EventStorageEngine eventStorageEngine(Serializer defaultSerializer,
                                          PersistenceExceptionResolver persistenceExceptionResolver,
                                          @Qualifier("eventSerializer") Serializer eventSerializer,
                                          org.axonframework.config.Configuration configuration,
                                          EntityManagerProvider entityManagerProvider,
                                          TransactionManager transactionManager,
                                          ObjectProvider<EventUpcaster> upcasters) {
        JpaEventStorageEngine.Builder builder = JpaEventStorageEngine.builder()
                .snapshotSerializer(defaultSerializer)
                .upcasterChain(configuration.upcasterChain())
                .persistenceExceptionResolver(persistenceExceptionResolver)
                .eventSerializer(eventSerializer)
                .snapshotFilter(configuration.snapshotFilter())
                .entityManagerProvider(entityManagerProvider)
                .transactionManager(transactionManager);
        // Axon registers every upcaster declared as a bean in the chain above
        return new TunedJpaEventStorageEngine(builder, transactionManager, upcasters.stream().findAny().isPresent());
    }
}
