package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.common.config.ConfigResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The single-node broker that {@code ./arbiter serve} starts when no Kafka is configured. */
class InProcessKafkaTest {

    @Test
    void writesItsLogToDiskAsOftenAsConfigured(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 1000)) {
            Config config = brokerConfig(kafka);
            assertThat(config.get("log.flush.interval.ms").value()).isEqualTo("1000");
            assertThat(config.get("log.flush.scheduler.interval.ms").value()).isEqualTo("1000");
        }
    }

    @Test
    void leavesItsLogToTheOperatingSystemWithZero(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0)) {
            Config config = brokerConfig(kafka);
            // Kafka's defaults: no flush by time (the scheduler's interval is Long.MAX_VALUE)
            assertThat(config.get("log.flush.scheduler.interval.ms").value()).isEqualTo(Long.toString(Long.MAX_VALUE));
        }
    }

    @Test
    void keepsTheLogCleanersTableOfKeysSmall(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0)) {
            long bytes = Long.parseLong(brokerConfig(kafka).get("log.cleaner.dedupe.buffer.size").value());
            // Kafka's default is 128 MB, held on the heap for as long as the broker runs
            assertThat(bytes).isEqualTo(16L << 20).isLessThan(128L << 20);
        }
    }

    private static Config brokerConfig(InProcessKafka kafka) throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers()))) {
            ConfigResource broker = new ConfigResource(ConfigResource.Type.BROKER, "1");
            return admin.describeConfigs(List.of(broker)).all().get().get(broker);
        }
    }
}
