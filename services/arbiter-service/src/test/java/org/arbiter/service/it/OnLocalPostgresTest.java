package org.arbiter.service.it;

import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestExecutionListeners;

/**
 * Every suite ({@link OnEveryDatabase}) against the machine's PostgreSQL (database
 * {@code arbiter_it}, created afresh) and an in-process KRaft Kafka, in one Spring context. Skipped,
 * with the reason, when PostgreSQL does not answer on 127.0.0.1:5432.
 */
@ExtendWith(LocalPostgres.class)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
        "arbiter.data-dir=target/it-data",
        "arbiter.snapshot-every=200",
        "arbiter.max-body=1MB",
        // a client that does not read is cut off after this much (StreamSuite)
        "arbiter.sse.backlog=64KB",
        "arbiter.sse.send-buffer=16KB",
        // Spring Boot's tests turn the Prometheus endpoint off; AccessSuite walks it
        "management.prometheus.metrics.export.enabled=true"})
@ActiveProfiles("postgres")
@EmbeddedKafka(kraft = true, partitions = 6,
        topics = {"arbiter.events", "arbiter.actions", "arbiter.actions.rejected"})
@TestExecutionListeners(listeners = ClosesContextAfterSuites.class, inheritListeners = false,
        mergeMode = TestExecutionListeners.MergeMode.MERGE_WITH_DEFAULTS)
class OnLocalPostgresTest extends OnEveryDatabase {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> LocalPostgres.SERVER.url(LocalPostgres.SHARED_DATABASE));
        registry.add("spring.datasource.username", LocalPostgres.SERVER::user);
        registry.add("spring.datasource.password", LocalPostgres.SERVER::password);
    }

    @Override
    void recreate(String name) {
        LocalPostgres.SERVER.recreateQuietly("arbiter_" + name);
    }

    @Override
    List<String> arguments(String name) {
        return RestartSuite.postgres(LocalPostgres.SERVER, "arbiter_" + name);
    }
}
