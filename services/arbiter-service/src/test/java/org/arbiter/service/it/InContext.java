package org.arbiter.service.it;

import org.arbiter.service.security.Users;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A suite that runs in the shared Spring context of the class that nests it. */
abstract class InContext extends Suite {
    @LocalServerPort
    int port;

    @Value("${spring.kafka.bootstrap-servers}")
    String bootstrap;

    @Autowired
    EventStore eventStore;

    @Autowired
    Users users;

    @Override
    Users users() {
        return users;
    }

    @Override
    String base() {
        return "http://127.0.0.1:" + port;
    }

    @Override
    String bootstrapServers() {
        return bootstrap;
    }

    /** How many events the game has in the event store. */
    int storedEvents(String gameId) {
        return (int) eventStore.readEvents(gameId, 0).asStream().count();
    }
}
