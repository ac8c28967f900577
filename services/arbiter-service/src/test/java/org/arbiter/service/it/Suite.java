package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;

/** What every suite needs: HTTP calls, the contested-sequence cases, plain Kafka clients, and waiting. */
abstract class Suite {
    static final Duration PATIENCE = Duration.ofSeconds(30);
    /** Whole numbers read as Long, as the assertions compare them. */
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_LONG_FOR_INTS);
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** The service's base address, e.g. {@code http://127.0.0.1:8080}. */
    abstract String base();

    /** The Kafka the service talks to. */
    abstract String bootstrapServers();

    /** The service's users, where the suites' test users are made (TestUsers). */
    abstract Users users();

    private final Map<Role, String> tokens = new java.util.EnumMap<>(Role.class);

    /** An API token of the test user of {@code role}, made once per suite. */
    synchronized String token(Role role) {
        return tokens.computeIfAbsent(role, r -> TestUsers.token(users(), r));
    }

    /** The header that calls as the test user of {@code role}. */
    String bearer(Role role) {
        return "Bearer " + token(role);
    }

    HttpResponse<String> post(String path, String contentType, String body) {
        return postAs(Role.ARBITER, path, contentType, body);
    }

    HttpResponse<String> postAs(Role role, String path, String contentType, String body) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("Content-Type", contentType)
                .header("Authorization", bearer(role))
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build());
    }

    HttpResponse<String> put(String path, String json) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    HttpResponse<String> dgt(String board, byte[] body) {
        return send(HttpRequest.newBuilder(URI.create(base() + "/api/boards/" + board + "/dgt"))
                .header("Content-Type", "application/octet-stream").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());
    }

    HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).GET().build());
    }

    /** Sends as the test arbiter, unless the request says who it is. */
    HttpResponse<String> send(HttpRequest request) {
        HttpRequest signed = request.headers().firstValue("Authorization").isPresent() ? request
                : HttpRequest.newBuilder(request, (name, value) -> true).header("Authorization", bearer(Role.ARBITER)).build();
        return sendAnonymously(signed);
    }

    static HttpResponse<String> sendAnonymously(HttpRequest request) {
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The status of a call; its body is not read (a stream is closed once its status is in). */
    static int status(HttpRequest request) {
        try {
            HttpResponse<java.io.InputStream> response = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
            response.body().close();
            return response.statusCode();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Opens a game from a header line and returns its id. */
    String open(String headerLine) {
        HttpResponse<String> r = post("/api/games", "application/json", headerLine);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    HttpResponse<String> actions(String gameId, String contentType, String body) {
        return post("/api/games/" + gameId + "/actions", contentType, body);
    }

    /** The replay output's number of actions, or -1 for an unknown game. */
    int recordedActions(String gameId) {
        HttpResponse<String> r = get("/api/games/" + gameId + "/replay");
        return r.statusCode() == 200 ? ((Number) object(r.body()).get("actions")).intValue() : -1;
    }

    static Map<String, Object> object(String json) {
        return read(json, new TypeReference<Map<String, Object>>() { });
    }

    static List<Map<String, Object>> array(String json) {
        return read(json, new TypeReference<List<Map<String, Object>>>() { });
    }

    static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static <T> T read(String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + json, e);
        }
    }

    /** The contested-sequence cases with their expected answers, from the law engine's test resources. */
    static Stream<Path> cases() {
        Map<String, Path> byName = new TreeMap<>();
        for (Path dir : List.of(Path.of("../law-engine/src/test/resources/cases"), Path.of("src/test/resources/cases"))) {
            if (Files.isDirectory(dir)) {
                try (Stream<Path> files = Files.list(dir)) {
                    files.filter(p -> p.toString().endsWith(".jsonl")).forEach(p -> byName.put(p.getFileName().toString(), p));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        assertThat(byName).as("contested-sequence cases").isNotEmpty();
        return byName.values().stream();
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The header line and the action lines of a case, comments and blank lines left out. */
    static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\r?\n")) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                out.add(l);
            }
        }
        return out;
    }

    /** Retries an assertion until it holds or the patience runs out. */
    static void eventually(Runnable assertion) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            try {
                assertion.run();
                return;
            } catch (AssertionError | RuntimeException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                sleep(50);
            }
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** What a Kafka client needs besides the bootstrap servers to log in to the service's Kafka; none by default. */
    Map<String, String> kafkaLogin() {
        return Map.of();
    }

    KafkaProducer<String, String> producer() {
        Properties p = new Properties();
        p.putAll(kafkaLogin());
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        return new KafkaProducer<>(p, new StringSerializer(), new StringSerializer());
    }

    /** Sends records as the test arbiter: his token in each record's {@code arbiter-token} header. */
    void produce(String topic, String key, List<String> values) {
        produceWithToken(token(Role.ARBITER), topic, key, values);
    }

    /** Sends records with {@code token} in the {@code arbiter-token} header; null sends none. */
    void produceWithToken(String token, String topic, String key, List<String> values) {
        try (KafkaProducer<String, String> producer = producer()) {
            for (String value : values) {
                ProducerRecord<String, String> record = new ProducerRecord<>(topic, key, value);
                if (token != null) {
                    record.headers().add("arbiter-token", token.getBytes(StandardCharsets.UTF_8));
                }
                producer.send(record);
            }
            producer.flush();
        }
    }

    /**
     * Reads a topic from the beginning with a plain consumer until {@code expected} records whose
     * key is one of {@code keys} have been seen (a repeated delivery, same eventId, counts once),
     * and returns them in the order they were read, per key.
     */
    Map<String, List<ConsumerRecord<String, String>>> consume(String topic, Set<String> keys,
                                                              Map<String, Integer> expected) {
        Properties p = new Properties();
        p.putAll(kafkaLogin());
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        Map<String, List<ConsumerRecord<String, String>>> byKey = new LinkedHashMap<>();
        Map<String, Set<String>> seen = new HashMap<>();
        keys.forEach(k -> {
            byKey.put(k, new ArrayList<>());
            seen.put(k, new java.util.HashSet<>());
        });
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
            List<TopicPartition> partitions = new ArrayList<>();
            for (PartitionInfo info : consumer.partitionsFor(topic, Duration.ofSeconds(10))) {
                partitions.add(new TopicPartition(topic, info.partition()));
            }
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (!complete(byKey, seen, expected) && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(200))) {
                    if (r.key() != null && byKey.containsKey(r.key())) {
                        String eventId = String.valueOf(object(r.value()).get("eventId"));
                        if (seen.get(r.key()).add(eventId)) {
                            byKey.get(r.key()).add(r);
                        }
                    }
                }
            }
        }
        return byKey;
    }

    private static boolean complete(Map<String, List<ConsumerRecord<String, String>>> byKey,
                                    Map<String, Set<String>> seen, Map<String, Integer> expected) {
        return expected.entrySet().stream().allMatch(e -> seen.get(e.getKey()).size() >= e.getValue());
    }
}
