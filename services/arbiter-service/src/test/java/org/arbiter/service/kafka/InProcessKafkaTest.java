package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.utils.Exit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The single-node broker that {@code ./arbiter serve} starts when no Kafka is configured. */
class InProcessKafkaTest {
    static final BrokerCredentials USER = new BrokerCredentials("arbiter", "test-secret-not-for-production");

    @Test
    void writesItsLogToDiskAsOftenAsConfigured(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 1000, USER)) {
            Config config = brokerConfig(kafka);
            assertThat(config.get("log.flush.interval.ms").value()).isEqualTo("1000");
            assertThat(config.get("log.flush.scheduler.interval.ms").value()).isEqualTo("1000");
        }
    }

    @Test
    void leavesItsLogToTheOperatingSystemWithZero(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0, USER)) {
            Config config = brokerConfig(kafka);
            // Kafka's defaults: no flush by time (the scheduler's interval is Long.MAX_VALUE)
            assertThat(config.get("log.flush.scheduler.interval.ms").value()).isEqualTo(Long.toString(Long.MAX_VALUE));
        }
    }

    @Test
    void keepsTheLogCleanersTableOfKeysSmall(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0, USER)) {
            long bytes = Long.parseLong(brokerConfig(kafka).get("log.cleaner.dedupe.buffer.size").value());
            // Kafka's default is 128 MB, held on the heap for as long as the broker runs
            assertThat(bytes).isEqualTo(16L << 20).isLessThan(128L << 20);
        }
    }

    /** The docs promise a free port: one taken between the check and the bind is not the end of the start. */
    @Test
    void startsOnOtherPortsWhenItsPortsAreTakenBetweenTheCheckAndTheBind(@TempDir Path dir) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             ServerSocket alsoTaken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            AtomicInteger asked = new AtomicInteger();
            // the first two "free" ports, the broker's and the controller's, are held by another program
            IntSupplier freePorts = () -> switch (asked.getAndIncrement()) {
                case 0 -> taken.getLocalPort();
                case 1 -> alsoTaken.getLocalPort();
                default -> anyFreePort();
            };
            try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0, USER, freePorts)) {
                assertThat(kafka.bootstrapServers()).isNotEqualTo("127.0.0.1:" + taken.getLocalPort());
                assertThat(asked.get()).as("free ports asked for: the taken two, then two more").isEqualTo(4);
                assertThat(brokerConfig(kafka).get("node.id").value()).isEqualTo("1");
            }
        }
    }

    /** arbiter.actions carries every token, arbiter.events every private game: a client without the login reads neither. */
    /**
     * Another broker in the JVM (Spring Kafka's test broker, started after a first in-process one)
     * takes Kafka's hooks for ending the JVM and swallows the call: a later in-process broker whose
     * log fails must still know it is down, or it never starts again.
     */
    @Test
    void knowsItsLogFailedWhenAnotherBrokerInTheJvmTookKafkasExitHooksBeforeItStarted(@TempDir Path dir) {
        List<String> swallowed = new java.util.concurrent.CopyOnWriteArrayList<>();
        BrokerExit.install();
        Exit.setHaltProcedure((status, message) -> swallowed.add(message));
        Exit.setExitProcedure((status, message) -> swallowed.add(message));
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0, USER)) {
            Exit.halt(1, "the log directory failed");

            assertThat(swallowed).isEmpty();
            assertThat(kafka.failure()).hasValueSatisfying(reason -> assertThat(reason).contains("the log directory failed"));
        }
    }

    @Test
    void aClientWithoutTheBrokersLoginReadsNoTopic(@TempDir Path dir) throws Exception {
        try (InProcessKafka kafka = InProcessKafka.start(dir, 0, 0, USER)) {
            try (Admin admin = Admin.create(login(kafka))) {
                admin.createTopics(List.of(new NewTopic("arbiter.actions", 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
                assertThat(admin.listTopics().names().get(30, TimeUnit.SECONDS)).contains("arbiter.actions");
            }
            Map<String, Object> plain = Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers(),
                    AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 5000, AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 4000);
            try (Admin anonymous = Admin.create(plain)) {
                assertThatThrownBy(() -> anonymous.listTopics().names().get(30, TimeUnit.SECONDS))
                        .as("a plain client, no login").isInstanceOf(ExecutionException.class);
            }
            Map<String, Object> wrong = new HashMap<>(plain);
            wrong.putAll(new BrokerCredentials("arbiter", "a-guess").clientProperties());
            try (Admin guessing = Admin.create(wrong)) {
                assertThatThrownBy(() -> guessing.listTopics().names().get(30, TimeUnit.SECONDS))
                        .as("a wrong password").hasCauseInstanceOf(SaslAuthenticationException.class);
            }
        }
    }

    /** An Admin's settings that log in as the broker's user. */
    static Map<String, Object> login(InProcessKafka kafka) {
        Map<String, Object> settings = new HashMap<>(kafka.credentials().clientProperties());
        settings.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers());
        return settings;
    }

    private static int anyFreePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Config brokerConfig(InProcessKafka kafka) throws Exception {
        try (Admin admin = Admin.create(login(kafka))) {
            ConfigResource broker = new ConfigResource(ConfigResource.Type.BROKER, "1");
            return admin.describeConfigs(List.of(broker)).all().get().get(broker);
        }
    }
}
