package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.serialization.upcasting.event.EventUpcaster;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * With an upcaster declared, the events the processors and the SSE streams read go through it:
 * the event store builds them straight from their rows only when there is none to apply. A
 * context of its own (an upcaster bean, a database of its own), on the machine's PostgreSQL.
 */
@ExtendWith(LocalPostgres.class)
@SpringBootTest(classes = {org.arbiter.service.ArbiterService.class, UpcastingOnLocalPostgresTest.Upcasters.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
        "arbiter.data-dir=target/it-data-upcasting"})
@ActiveProfiles("postgres")
@EmbeddedKafka(kraft = true, partitions = 1, topics = {"arbiter.events", "arbiter.actions", "arbiter.actions.rejected"})
@DirtiesContext(classMode = DirtiesContext.ClassMode.AFTER_CLASS)
class UpcastingOnLocalPostgresTest {
    private static final String DATABASE = "arbiter_it_upcasting";

    @Autowired
    EventStore eventStore;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) throws SQLException {
        LocalPostgres.SERVER.recreate(DATABASE);
        registry.add("spring.datasource.url", () -> LocalPostgres.SERVER.url(DATABASE));
        registry.add("spring.datasource.username", LocalPostgres.SERVER::user);
        registry.add("spring.datasource.password", LocalPostgres.SERVER::password);
    }

    @Test
    void eventsReadForTheProcessorsGoThroughADeclaredUpcaster() throws Exception {
        String game = UUID.randomUUID().toString();
        DefaultUnitOfWork.startAndGet(null).execute(() -> eventStore.publish(new GenericDomainEventMessage<>("Game", game, 0,
                new GameOpened(game, "{\"header\":{}}", "chess-code-1897", "Steinitz", "Black", null, null,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"))));

        List<String> white = new ArrayList<>();
        try (BlockingStream<TrackedEventMessage<?>> all = eventStore.openStream(null)) {
            while (all.hasNextAvailable()) {
                TrackedEventMessage<?> e = all.nextAvailable();
                if (e instanceof DomainEventMessage<?> domain && game.equals(domain.getAggregateIdentifier())) {
                    white.add(((GameOpened) e.getPayload()).white());
                }
            }
        }
        assertThat(white).containsExactly("STEINITZ");
    }

    /** An upcaster, as a later version of the service might declare one: here, the white player's name in capitals. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Upcasters {
        @Bean
        EventUpcaster whiteInCapitals() {
            return new SingleEventUpcaster() {
                @Override
                protected boolean canUpcast(IntermediateEventRepresentation representation) {
                    return GameOpened.class.getName().equals(representation.getType().getName());
                }

                @Override
                protected IntermediateEventRepresentation doUpcast(IntermediateEventRepresentation representation) {
                    return representation.upcastPayload(representation.getType(), JsonNode.class, node -> {
                        ((ObjectNode) node).put("white", node.get("white").asText().toUpperCase());
                        return node;
                    });
                }
            };
        }
    }
}
