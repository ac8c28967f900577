package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;
import org.arbiter.service.storage.SmallDisk;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.kafka.KafkaConnectionDetails;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code ./arbiter serve}'s embedded default (H2 file, in-process Kafka) with its data folder on a
 * small disk that fills while acts are posted: writes answer 503 with the reason, reads go on,
 * health says what is down, the JVM lives on (this test's, where the service runs), the service
 * takes writes again by itself once there is room, and after a restart every act it answered 200
 * is there. It needs a small filesystem of its own (a tmpfs, mounted as root): where the machine
 * cannot give one, it is skipped saying so ({@link SmallDisk}).
 */
class OnAFullDiskTest extends Suite {
    private static final Duration RESUME = Duration.ofMinutes(3);
    private static final Duration REOPEN = Duration.ofSeconds(60);
    private ConfigurableApplicationContext service;

    @Override
    String base() {
        return "http://127.0.0.1:" + service.getEnvironment().getProperty("local.server.port");
    }

    @Override
    Users users() {
        return service.getBean(Users.class);
    }

    @Override
    String bootstrapServers() {
        return String.join(",", service.getBean(KafkaConnectionDetails.class).getBootstrapServers());
    }

    @Test
    void aFullDiskRefusesWritesWith503AndLosesNothingAndTheServiceResumesWhenThereIsRoom() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(Path.of("target/small-disk-service"), 96)) {
            Path data = disk.dir().resolve("data");
            service = start(data);
            try {
                String game = open("{\"header\":{\"event\":\"full-disk\"}}");
                // the admin's token is made now: made on the full disk, its own write would fail
                String admin = bearer(Role.ADMIN);
                List<Acknowledged> acknowledged = new ArrayList<>();
                disk.fillLeaving(256 << 10);

                HttpResponse<String> refused = postUntilRefused(game, acknowledged);
                assertThat(refused.statusCode()).as(refused.body()).isEqualTo(503);
                Map<String, Object> error = object(refused.body());
                assertThat(error.get("error")).isEqualTo("storage-unavailable");
                assertThat((String) error.get("reason")).isNotBlank();
                assertThat(refused.headers().firstValue("Retry-After")).isPresent();

                // the connections of the database that closed itself are dropped, and the next one opens it again
                HttpResponse<String> read = within(REOPEN, () -> get("/api/games/" + game));
                assertThat(read.statusCode()).as("a read on a full disk: " + read.body()).isEqualTo(200);
                HttpResponse<String> health = send(HttpRequest.newBuilder(URI.create(base() + "/actuator/health"))
                        .header("Authorization", admin).build());
                assertThat(health.statusCode()).isEqualTo(503);
                assertThat(component(health, "diskSpace")).isEqualTo("DOWN");
                // the service runs its own broker, not one an earlier suite's left configured in this JVM
                assertThat(component(health, "inProcessKafkaHealth")).isNotNull();

                disk.free();
                // the pool waits up to 30 s for a connection, the broker's watcher 2 s: a longer patience than the suites'
                // each attempt is a new act, so the one answered 200 must be answered as new
                AtomicInteger attempt = new AtomicInteger();
                HttpResponse<String> after = within(RESUME, () -> actions(game, "application/json",
                        "[" + ConcurrentWritersSuite.claim(game + "-after-" + attempt.incrementAndGet()) + "]"));
                assertThat(after.statusCode()).as("a write once there is room: " + after.body()).isEqualTo(200);
                acknowledged.add(Acknowledged.of(game + "-after-" + attempt.get(), after));
                HttpResponse<String> healthAfter = within(RESUME,
                        () -> sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/actuator/health")).build()));
                assertThat(healthAfter.statusCode()).as(() -> send(HttpRequest.newBuilder(URI.create(base() + "/actuator/health"))
                .header("Authorization", admin).build()).body()).isEqualTo(200);

                service.close();
                service = start(data);
                Acknowledged.assertStillRecorded(this, game, acknowledged);
            } finally {
                service.close();
            }
        }
    }

    /** Sends a request until it is answered 200, for at most {@code patience}; the last answer. */
    private static HttpResponse<String> within(Duration patience, Supplier<HttpResponse<String>> request) {
        long deadline = System.nanoTime() + patience.toNanos();
        HttpResponse<String> r = request.get();
        while (r.statusCode() != 200 && System.nanoTime() < deadline) {
            sleep(500);
            r = request.get();
        }
        return r;
    }

    /** Posts one act a request until one is refused; the ones answered 200 are kept. */
    private HttpResponse<String> postUntilRefused(String game, List<Acknowledged> acknowledged) {
        for (int i = 0; i < 5_000; i++) {
            String id = game + "-" + i;
            HttpResponse<String> r = actions(game, "application/json", "[" + ConcurrentWritersSuite.claim(id) + "]");
            if (r.statusCode() != 200) {
                return r;
            }
            acknowledged.add(Acknowledged.of(id, r));
        }
        throw new AssertionError("5,000 acts were recorded on a disk with 256 KB free");
    }

    @SuppressWarnings("unchecked")
    private static String component(HttpResponse<String> health, String name) {
        Map<String, Object> components = (Map<String, Object>) object(health.body()).get("components");
        assertThat(components).as(health.body()).containsKey(name);
        return (String) ((Map<String, Object>) components.get(name)).get("status");
    }

    private static ConfigurableApplicationContext start(Path data) {
        // Spring Kafka's embedded broker of an earlier suite leaves spring.kafka.bootstrap-servers as a system
        // property, which would send this service to that broker instead of its own in-process one
        System.clearProperty("spring.kafka.bootstrap-servers");
        return new SpringApplicationBuilder(ArbiterService.class).run("--server.port=0", "--arbiter.data-dir=" + data,
                "--arbiter.kafka.port=0", "--arbiter.kafka.ack-timeout=PT3S",
                "--spring.kafka.producer.properties.max.block.ms=3000",
                "--spring.kafka.producer.properties.delivery.timeout.ms=3000",
                "--spring.kafka.producer.properties.request.timeout.ms=2000");
    }
}
