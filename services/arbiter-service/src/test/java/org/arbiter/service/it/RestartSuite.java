package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.game.api.ActionRecorded;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.boot.autoconfigure.kafka.KafkaConnectionDetails;
import org.springframework.boot.autoconfigure.kafka.KafkaProperties;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Whole applications started and stopped as an operator would: two instances on one database
 * writing to one game at once; the first stopped, taking Kafka with it, while the second goes on;
 * then the service started again on the same data. The first instance runs the in-process KRaft
 * broker of {@code ./arbiter serve}; the second uses it; the restarted one starts it again from its
 * data directory.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class RestartSuite extends Suite {
    static final String DATABASE = "arbiter_restart";
    private static final int WRITERS_EACH = 4;
    private static final int ACTIONS_EACH = 15;

    private ConfigurableApplicationContext first;
    private ConfigurableApplicationContext second;
    private ConfigurableApplicationContext restarted;
    private String current;
    private String gameId;
    private String lastSeenOnSse;
    private int eventsSeenOnSse;

    /** Makes the database this suite's instances share empty. */
    abstract void recreateDatabase();

    /** The service's arguments that point it at that database. */
    abstract List<String> databaseArguments();

    /** The instances' data folder, one for each database, so that two databases' suites may run at once. */
    abstract Path data();

    /** The arguments for a database named {@code name} on a PostgreSQL server. */
    static List<String> postgres(Database db, String name) {
        return List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + db.url(name),
                "--spring.datasource.username=" + db.user(), "--spring.datasource.password=" + db.password());
    }

    @Override
    String base() {
        return current;
    }

    @Override
    Users users() {
        return (restarted != null ? restarted : first).getBean(Users.class);
    }

    @Override
    String bootstrapServers() {
        ConfigurableApplicationContext running = restarted != null ? restarted : first;
        return String.join(",", running.getBean(KafkaConnectionDetails.class).getBootstrapServers());
    }

    /** The in-process broker takes its one user's login (SASL), as the service's own clients do. */
    @Override
    Map<String, String> kafkaLogin() {
        ConfigurableApplicationContext running = restarted != null ? restarted : first;
        return running.getBean(KafkaProperties.class).getProperties();
    }

    @BeforeAll
    void startTwoInstances() {
        deleteRecursively(data());
        recreateDatabase();
        first = start(null);
        second = start(bootstrapServers());
    }

    @AfterAll
    void stopAll() {
        for (ConfigurableApplicationContext c : new ConfigurableApplicationContext[] {restarted, second, first}) {
            if (c != null && c.isActive()) {
                c.close();
            }
        }
    }

    @Test
    @Order(1)
    void twoInstancesWritingToOneGameLoseAndDuplicateNothing() throws Exception {
        current = address(first);
        gameId = open("{\"header\":{}}");
        List<String> bases = List.of(address(first), address(second));
        ExecutorService pool = Executors.newFixedThreadPool(2 * WRITERS_EACH);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < 2 * WRITERS_EACH; w++) {
                int writer = w;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < ACTIONS_EACH; i++) {
                        String action = ConcurrentWritersSuite.claim("w" + writer + "-" + i);
                        postUntilAccepted(bases.get(writer % 2), action);
                        if (i % 5 == 0) {
                            // the same action delivered again through the other instance: dropped
                            postUntilAccepted(bases.get((writer + 1) % 2), action);
                        }
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }

        assertContiguousActions(first, 2 * WRITERS_EACH * ACTIONS_EACH);
    }

    @Test
    @Order(2)
    void anSseClientGoesAwayWhileTheGameGoesOn() throws Exception {
        current = address(first);
        int before = events(first).size();
        try (SseClient client = new SseClient(current + "/api/games/" + gameId + "/stream?after=0", null, bearer(Role.ARBITER))) {
            List<SseClient.Event> seen = client.take(before, PATIENCE);
            assertThat(seen).hasSize(before);
            lastSeenOnSse = seen.get(seen.size() - 1).id();
            eventsSeenOnSse = seen.size();
        }
        current = address(second);
        HttpResponse<String> r = actions(gameId, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}]");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    @Test
    @Order(3)
    void withKafkaGoneArbitersAreNotKeptWaiting() {
        first.close();
        current = address(second);

        long start = System.nanoTime();
        HttpResponse<String> r = actions(gameId, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\"}]");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    @Order(4)
    void restartingLosesNothing() {
        int actionsBefore = recordedActions(gameId);
        second.close();

        restarted = start(null);
        current = address(restarted);

        assertThat(recordedActions(gameId)).isEqualTo(actionsBefore);
        HttpResponse<String> r = actions(gameId, "application/json", "[{\"act\":\"move\",\"by\":\"black\",\"move\":\"Nc6\"}]");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertContiguousActions(restarted, actionsBefore + 1);
    }

    @Test
    @Order(5)
    void theSseClientThatWasAwayCatchesUpWithLastEventId() throws Exception {
        int total = events(restarted).size();
        try (SseClient back = new SseClient(current + "/api/games/" + gameId + "/stream", lastSeenOnSse, bearer(Role.ARBITER))) {
            List<SseClient.Event> missed = back.take(total - eventsSeenOnSse, PATIENCE);
            assertThat(missed).hasSize(total - eventsSeenOnSse);
            long expectedSeq = eventsSeenOnSse;
            for (SseClient.Event e : missed) {
                assertThat(((Number) object(e.data()).get("sequenceNumber")).longValue()).isEqualTo(expectedSeq++);
            }
        }
    }

    /** Including the events recorded while the broker was down: published once it is back. */
    @Test
    @Order(6)
    void everyEventIsOnTheEventsTopicOfTheRestartedBrokerInOrder() {
        int total = events(restarted).size();
        Map<String, List<ConsumerRecord<String, String>>> read = consume("arbiter.events", Set.of(gameId),
                Map.of(gameId, total));
        List<ConsumerRecord<String, String>> records = read.get(gameId);
        assertThat(records).hasSize(total);
        for (int i = 0; i < records.size(); i++) {
            assertThat(((Number) object(records.get(i).value()).get("sequenceNumber")).intValue()).isEqualTo(i);
        }
    }

    private void postUntilAccepted(String base, String action) {
        for (int attempt = 0; attempt < 10; attempt++) {
            HttpResponse<String> r = post(base, action);
            if (r.statusCode() == 200) {
                return;
            }
            assertThat(r.statusCode()).as(r.body()).isEqualTo(409);
        }
        throw new AssertionError("an action was refused ten times as a concurrent change: " + action);
    }

    private HttpResponse<String> post(String base, String action) {
        String saved = current;
        current = base;
        try {
            return actions(gameId, "application/json", "[" + action + "]");
        } finally {
            current = saved;
        }
    }

    private void assertContiguousActions(ConfigurableApplicationContext context, int expected) {
        List<Integer> seqs = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        for (Object payload : events(context)) {
            if (payload instanceof ActionRecorded a) {
                seqs.add(a.seq());
                if (a.idempotencyKey() != null) {
                    assertThat(keys.add(a.idempotencyKey())).as("key " + a.idempotencyKey() + " recorded once").isTrue();
                }
            }
        }
        assertThat(seqs).hasSize(expected);
        for (int i = 0; i < seqs.size(); i++) {
            assertThat(seqs.get(i)).isEqualTo(i + 1);
        }
    }

    private List<Object> events(ConfigurableApplicationContext context) {
        List<Object> out = new ArrayList<>();
        context.getBean(EventStore.class).readEvents(gameId, 0).asStream().forEach(m -> out.add(m.getPayload()));
        return out;
    }

    private ConfigurableApplicationContext start(String kafka) {
        List<String> args = new ArrayList<>(databaseArguments());
        args.addAll(List.of(
                "--server.port=0",
                "--arbiter.data-dir=" + data(),
                "--arbiter.kafka.port=0",
                "--arbiter.kafka.actions-group=restart-suite",
                // with the broker stopped under it, the second instance gives up on Kafka quickly when it stops
                "--arbiter.kafka.ack-timeout=PT3S",
                "--spring.kafka.producer.properties.max.block.ms=3000",
                "--spring.kafka.producer.properties.delivery.timeout.ms=3000",
                "--spring.kafka.producer.properties.request.timeout.ms=2000"));
        if (kafka != null) {
            // an external broker, as an operator configures one: its address and its login in Spring Kafka's properties
            args.add("--spring.kafka.bootstrap-servers=" + kafka);
            kafkaLogin().forEach((name, value) -> args.add("--spring.kafka.properties." + name + "=" + value));
        }
        return new SpringApplicationBuilder(ArbiterService.class).run(args.toArray(String[]::new));
    }

    private static String address(ConfigurableApplicationContext context) {
        return "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
    }

    static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
