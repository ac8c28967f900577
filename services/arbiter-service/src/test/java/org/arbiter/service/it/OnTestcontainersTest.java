package org.arbiter.service.it;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestExecutionListeners;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The same suites against a PostgreSQL in a container. Where there is no Docker engine the whole
 * class is skipped (Testcontainers logs an error about the Docker environment; that is expected).
 */
@Testcontainers(disabledWithoutDocker = true)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
        "arbiter.data-dir=target/it-data-containers",
        "arbiter.snapshot-every=200",
        "arbiter.max-body=1MB"})
@ActiveProfiles("postgres")
@EmbeddedKafka(kraft = true, partitions = 6,
        topics = {"arbiter.events", "arbiter.actions", "arbiter.actions.rejected"})
@TestExecutionListeners(listeners = ClosesContextAfterSuites.class,
        mergeMode = TestExecutionListeners.MergeMode.MERGE_WITH_DEFAULTS)
class OnTestcontainersTest {

    @Container
    static final PostgreSQLContainer<?> POSTGRES = new PostgreSQLContainer<>("postgres:16-alpine");

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", POSTGRES::getJdbcUrl);
        registry.add("spring.datasource.username", POSTGRES::getUsername);
        registry.add("spring.datasource.password", POSTGRES::getPassword);
    }

    @Nested
    class OverHttp extends HttpSequenceSuite {
    }

    @Nested
    class OverKafka extends KafkaActionsSuite {
    }

    @Nested
    class EventsTopic extends EventsTopicSuite {
    }

    @Nested
    class ConcurrentWriters extends ConcurrentWritersSuite {
    }

    @Nested
    class EventStoreAppends extends EventStoreSuite {
    }

    @Nested
    class MalformedInput extends MalformedInputSuite {
    }

    @Nested
    class Streams extends StreamSuite {
    }

    @Nested
    class Snapshots extends SnapshotSuite {
    }

    @Nested
    class ProjectionReplays extends ProjectionReplaySuite {
    }

    @Nested
    class Restarts extends RestartSuite {
        private Database server() {
            return new Database("jdbc:postgresql://" + POSTGRES.getHost() + ":" + POSTGRES.getMappedPort(5432) + "/",
                    POSTGRES.getDatabaseName(), POSTGRES.getUsername(), POSTGRES.getPassword());
        }

        @Override
        void recreateDatabase() {
            server().recreateQuietly(DATABASE);
        }

        @Override
        List<String> databaseArguments() {
            return postgres(server(), DATABASE);
        }

        @Override
        Path data() {
            return Path.of("target/restart-data-containers");
        }
    }
}
