package org.arbiter.service.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * What {@link ClusterCheck} does to the cluster and what it sees of it: the players posting acts,
 * the SSE clients and a plain Kafka consumer of {@code arbiter.events}.
 */
final class ClusterLoad {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] KNIGHTS = {"Nf3", "Nf6", "Ng1", "Ng8"};

    private ClusterLoad() {
    }

    /**
     * Reads {@code arbiter.events} from its start, without a consumer group: the partitions are
     * assigned and the positions kept in memory, so that a restart of the broker makes this reader
     * neither skip nor read again; a record seen twice was sent twice. Each game's events, as
     * [sequence number, event id, idempotency key or null], in order of arrival.
     */
    static final class TopicReader implements AutoCloseable {
        final Map<String, List<String[]>> byGame = new ConcurrentHashMap<>();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final Thread thread;

        TopicReader(String bootstrap, String topic) {
            thread = new Thread(() -> read(bootstrap, topic), "cluster-topic-reader");
            thread.setDaemon(true);
            thread.start();
        }

        private void read(String bootstrap, String topic) {
            Properties p = new Properties();
            p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
            p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
            try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(),
                    new StringDeserializer())) {
                List<TopicPartition> partitions = consumer.partitionsFor(topic, Duration.ofMinutes(2)).stream()
                        .map(info -> new TopicPartition(topic, info.partition())).toList();
                consumer.assign(partitions);
                consumer.seekToBeginning(partitions);
                while (!stop.get()) {
                    for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(200))) {
                        byGame.computeIfAbsent(r.key(), k -> new CopyOnWriteArrayList<>()).add(fields(r.value()));
                    }
                }
            } catch (org.apache.kafka.common.errors.InterruptException e) {
                Thread.currentThread().interrupt();
            }
        }

        private static String[] fields(String value) {
            try {
                JsonNode e = JSON.readTree(value);
                return new String[] {e.path("sequenceNumber").asText(), e.path("eventId").asText(),
                        e.path("payload").path("idempotencyKey").asText(null)};
            } catch (Exception unreadable) {
                return new String[] {"-1", "unreadable", null};
            }
        }

        @Override
        public void close() throws InterruptedException {
            stop.set(true);
            thread.join();
        }
    }

    /**
     * An SSE client: the ActionRecorded events it received, as game/act id. When the service ends
     * its stream (a client that fell behind is cut off), it comes back with the id of the last
     * whole event it received, as a browser does; a stream ended again and again is a fault.
     */
    static final class SseActs {
        private static final int MOST_RESUMES = 20;
        private final Set<String> got = ConcurrentHashMap.newKeySet();
        private final HttpClient http;
        private final String base;
        private final String token;
        private final AtomicInteger resumes = new AtomicInteger();
        private volatile String lastId;

        private SseActs(HttpClient http, String base, String token) {
            this.http = http;
            this.base = base;
            this.token = token;
        }

        static SseActs open(HttpClient http, String base, String token) {
            SseActs acts = new SseActs(http, base, token);
            acts.connect();
            return acts;
        }

        Set<String> got() {
            return got;
        }

        /** How many times the service ended its stream and it came back. */
        int resumes() {
            return resumes.get();
        }

        private void connect() {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "/api/stream"))
                    .header("Authorization", "Bearer " + token);
            if (lastId != null) {
                request.header("Last-Event-ID", lastId);
            }
            http.sendAsync(request.build(), HttpResponse.BodyHandlers.fromLineSubscriber(new Lines()));
        }

        /** One connection's lines. */
        private final class Lines implements Flow.Subscriber<String> {
            /** The id of the event being read, which counts once its blank line has come. */
            private String reading;

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onNext(String line) {
                if (line.startsWith("id:")) {
                    reading = line.substring(3).strip();
                } else if (line.isEmpty() && reading != null) {
                    lastId = reading;
                    reading = null;
                } else if (line.startsWith("data:") && line.contains("\"ActionRecorded\"")) {
                    try {
                        JsonNode e = JSON.readTree(line.substring(5));
                        got.add(e.path("gameId").asText() + "/" + e.path("payload").path("idempotencyKey").asText());
                    } catch (Exception unreadable) {
                        got.add("unreadable");
                    }
                }
            }

            @Override
            public void onError(Throwable t) {
                got.add("failed: " + t);
            }

            @Override
            public void onComplete() {
                if (resumes.incrementAndGet() > MOST_RESUMES) {
                    got.add("ended by the service " + MOST_RESUMES + " times");
                } else {
                    connect();
                }
            }
        }
    }

    /**
     * One client a game, posting one act at a time with an id; game 0 alternates between the first
     * two instances, the others keep to one. An act that fails (the instance is dead, the
     * broker away, a collision) is sent again, with the same id, to the next instance.
     */
    static final class Players {
        private final List<ClusterParts.Instance> instances;
        private final String token;
        private final List<String> games = new ArrayList<>();
        private final Map<String, Set<String>> acknowledged = new ConcurrentHashMap<>();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final List<Thread> threads = new ArrayList<>();
        private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        Instant started;
        Instant stopped;

        Players(List<ClusterParts.Instance> instances, String token, int games) throws Exception {
            this.instances = instances;
            this.token = token;
            for (int g = 0; g < games; g++) {
                HttpResponse<String> r = post(instances.get(g % instances.size()), "/api/games", "{\"header\":{}}");
                if (r.statusCode() != 201 && r.statusCode() != 200) {
                    throw new IllegalStateException("opening a game answered " + r.statusCode() + ": " + r.body());
                }
                String id = JSON.readTree(r.body()).path("id").asText();
                this.games.add(id);
                acknowledged.put(id, ConcurrentHashMap.newKeySet());
            }
        }

        List<String> games() {
            return games;
        }

        Map<String, Set<String>> acknowledgedByGame() {
            return acknowledged;
        }

        long acknowledged() {
            return acknowledged.values().stream().mapToLong(Set::size).sum();
        }

        void start() {
            started = Instant.now();
            for (int g = 0; g < games.size(); g++) {
                int game = g;
                Thread t = new Thread(() -> play(game), "cluster-player-" + g);
                t.setDaemon(true);
                threads.add(t);
                t.start();
            }
        }

        void stop() throws InterruptedException {
            stop.set(true);
            for (Thread t : threads) {
                t.join();
            }
            stopped = Instant.now();
        }

        private void play(int game) {
            String id = games.get(game);
            int via = game % instances.size();
            for (int i = 0; !stop.get(); i++) {
                String act = "[{\"act\":\"move\",\"by\":\"" + (i % 2 == 0 ? "white" : "black") + "\",\"move\":\""
                        + KNIGHTS[i % 4] + "\",\"id\":\"act-" + i + "\"}]";
                if (game == 0) {
                    via = i % 2;
                }
                while (!stop.get()) {
                    try {
                        HttpResponse<String> r = post(instances.get(via), "/api/games/" + id + "/actions", act);
                        if (r.statusCode() / 100 == 2) {
                            acknowledged.get(id).add("act-" + i);
                            break;
                        }
                    } catch (Exception down) {
                        // the instance is dead or going: the next one takes the act
                    }
                    via = (via + 1) % instances.size();
                    pause();
                }
            }
        }

        private HttpResponse<String> post(ClusterParts.Instance i, String path, String body) throws Exception {
            return http.send(HttpRequest.newBuilder(URI.create(i.base() + path)).timeout(Duration.ofSeconds(20))
                    .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        }

        private static void pause() {
            try {
                TimeUnit.MILLISECONDS.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
