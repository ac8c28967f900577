package org.arbiter.service.it;

import java.nio.file.Path;
import java.util.List;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestExecutionListeners;

/**
 * Every suite ({@link OnEveryDatabase}) against the embedded default that {@code ./arbiter serve}
 * ships: an H2 file database (made afresh for the run) and an in-process KRaft Kafka, in one Spring
 * context. Needs nothing from the machine, so it always runs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
        "arbiter.data-dir=target/it-data-h2",
        "arbiter.snapshot-every=200",
        "arbiter.max-body=1MB",
        // a client that does not read is cut off after this much (StreamSuite)
        "arbiter.sse.backlog=64KB",
        "arbiter.sse.send-buffer=16KB",
        // Spring Boot's tests turn the Prometheus endpoint off; AccessSuite walks it
        "management.prometheus.metrics.export.enabled=true"})
@EmbeddedKafka(kraft = true, partitions = 6,
        topics = {"arbiter.events", "arbiter.actions", "arbiter.actions.rejected"})
@TestExecutionListeners(listeners = ClosesContextAfterSuites.class, inheritListeners = false,
        mergeMode = TestExecutionListeners.MergeMode.MERGE_WITH_DEFAULTS)
class OnH2Test extends OnEveryDatabase {
    /** A database made afresh for each run, so that nothing an earlier run left behind can interfere. */
    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        Path folder = Path.of("target/it-h2");
        RestartSuite.deleteRecursively(folder);
        registry.add("spring.datasource.url", () -> "jdbc:h2:file:./" + folder + "/arbiter;DB_CLOSE_ON_EXIT=FALSE");
    }

    @Override
    void recreate(String name) {
        RestartSuite.deleteRecursively(folder(name));
    }

    @Override
    List<String> arguments(String name) {
        return List.of("--spring.datasource.url=jdbc:h2:file:./" + folder(name) + "/arbiter;DB_CLOSE_ON_EXIT=FALSE");
    }

    private static Path folder(String name) {
        return Path.of("target/" + name + "-h2");
    }
}
