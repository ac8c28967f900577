package org.arbiter.service.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Three service instances on the machine's PostgreSQL and a standalone Kafka broker
 * ({@link ClusterParts}), under load through all three at once (game 0 through two of them, act
 * by act), with one instance killed (SIGKILL) and the broker restarted along the way. Then checks
 * that no acknowledged act is lost or recorded twice in the event store, that every event is on
 * {@code arbiter.events} in order per game without gaps (a duplicate only as a redelivery of the
 * same event id), that the SSE clients of the surviving instances received every act, and prints
 * the rate of acknowledged acts before, during and after, as {@code bench/cluster.sh} runs it.
 */
public final class ClusterCheck {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] KNIGHTS = {"Nf3", "Nf6", "Ng1", "Ng8"};

    private ClusterCheck() {
    }

    /** How long each phase lasts, and how many games are played at once. */
    public record Settings(int games, Duration phase, String pg, String database) {
    }

    /** What the check found: each list empty when all held. */
    public record Report(long acknowledged, List<String> lostOrTwice, List<String> topicFaults, List<String> sseMissing,
                         long redeliveries, double before, double during, double after, List<String> timeline) {
        public boolean holds() {
            return lostOrTwice.isEmpty() && topicFaults.isEmpty() && sseMissing.isEmpty() && during > 0 && after > 0;
        }
    }

    public static void main(String[] args) throws Exception {
        Settings settings = new Settings(Integer.getInteger("games", 12),
                Duration.ofSeconds(Integer.getInteger("phaseSeconds", 30)),
                System.getProperty("pg", "jdbc:postgresql://127.0.0.1:5432/"), "arbiter_cluster");
        Report r = run(settings, Path.of("target/cluster").toAbsolutePath());
        print(r);
        System.exit(r.holds() ? 0 : 1);
    }

    public static void print(Report r) {
        r.timeline().forEach(line -> System.out.println("  " + line));
        System.out.printf("acknowledged acts: %,d; lost or recorded twice: %s%n", r.acknowledged(), r.lostOrTwice());
        System.out.printf("arbiter.events: faults %s; redeliveries of the same event id: %d%n", r.topicFaults(),
                r.redeliveries());
        System.out.printf("SSE clients of the surviving instances, acts missing: %s%n", r.sseMissing());
        System.out.printf("acknowledged acts/s: before %.1f, with one instance dead (and the broker restarted) %.1f, "
                + "after %.1f%n", r.before(), r.during(), r.after());
        System.out.println(r.holds() ? "CLUSTER CHECK: holds" : "CLUSTER CHECK: FAILED");
    }

    public static Report run(Settings s, Path dir) throws Exception {
        FreshStores.recreateDatabase(s.pg(), s.database());
        List<String> timeline = new CopyOnWriteArrayList<>();
        Instant t0 = Instant.now();
        try (ClusterParts cluster = new ClusterParts(dir, s.pg() + s.database())) {
            cluster.startBroker();
            List<ClusterParts.Instance> instances = List.of(cluster.addInstance("a"), cluster.addInstance("b"),
                    cluster.addInstance("c"));
            for (ClusterParts.Instance i : instances) {
                cluster.start(i);
            }
            for (ClusterParts.Instance i : instances) {
                ClusterParts.awaitUp(i, Duration.ofMinutes(4));
            }
            timeline.add(String.format("%5.1f s  broker and three instances up", seconds(t0)));
            String token = arbiterToken(s.pg() + s.database());

            Map<String, Set<String>> onSse = new ConcurrentHashMap<>();
            HttpClient sse = HttpClient.newHttpClient();
            for (ClusterParts.Instance i : instances.subList(0, 2)) {
                Set<String> got = ConcurrentHashMap.newKeySet();
                onSse.put(i.name, got);
                sse.sendAsync(HttpRequest.newBuilder(URI.create(i.base() + "/api/stream"))
                        .header("Authorization", "Bearer " + token).build(),
                        HttpResponse.BodyHandlers.fromLineSubscriber(new SseActs(got)));
            }
            AtomicBoolean stop = new AtomicBoolean();
            Map<String, List<String[]>> onTopic = new ConcurrentHashMap<>();
            Thread consumer = new Thread(() -> consume("127.0.0.1:" + cluster.kafkaPort, onTopic, stop), "cluster-kafka");
            consumer.setDaemon(true);
            consumer.start();
            Thread.sleep(1000);

            Players players = new Players(instances, token, s.games());
            players.start();
            Thread.sleep(s.phase().toMillis());
            long atKill = players.acknowledged();
            ClusterParts.kill(instances.get(2));
            Instant killed = Instant.now();
            timeline.add(String.format("%5.1f s  instance c killed (SIGKILL), %d acts acknowledged so far", seconds(t0), atKill));
            Thread.sleep(s.phase().toMillis() / 2);
            cluster.stopBroker();
            timeline.add(String.format("%5.1f s  broker stopped", seconds(t0)));
            cluster.startBroker();
            timeline.add(String.format("%5.1f s  broker started again", seconds(t0)));
            Thread.sleep(s.phase().toMillis() / 2);
            cluster.start(instances.get(2));
            ClusterParts.awaitUp(instances.get(2), Duration.ofMinutes(4));
            long atRestart = players.acknowledged();
            Instant restarted = Instant.now();
            timeline.add(String.format("%5.1f s  instance c up again, %d acts acknowledged so far", seconds(t0), atRestart));
            Thread.sleep(s.phase().toMillis());
            players.stop();
            long atEnd = players.acknowledged();
            timeline.add(String.format("%5.1f s  load stopped, %d acts acknowledged", seconds(t0), atEnd));

            Map<String, List<String>> stored = stored(s.pg() + s.database(), players.games());
            awaitTopic(onTopic, stored, Duration.ofSeconds(120));
            awaitSse(onSse, stored, Duration.ofSeconds(60));
            stop.set(true);
            consumer.join();
            timeline.add(String.format("%5.1f s  checked", seconds(t0)));

            double before = atKill * 1000.0 / Duration.between(players.started, killed).toMillis();
            double during = (atRestart - atKill) * 1000.0 / Duration.between(killed, restarted).toMillis();
            double after = (atEnd - atRestart) * 1000.0 / Duration.between(restarted, players.stopped).toMillis();
            return new Report(atEnd, lostOrTwice(players.acknowledgedByGame(), stored), topicFaults(onTopic, stored),
                    sseMissing(onSse, stored), redeliveries(onTopic), before, during, after, timeline);
        }
    }

    private static double seconds(Instant since) {
        return Duration.between(since, Instant.now()).toMillis() / 1000.0;
    }

    /**
     * The arbiter the load calls as, made in the service's own tables as {@code Users} makes one
     * (the first admin's password is shown only on a console): appointed to every tournament, with
     * a token whose secret is kept as its SHA-256.
     */
    private static String arbiterToken(String jdbc) throws Exception {
        String id = "cluster";
        String secret = "cluster-check-secret-" + System.nanoTime();
        try (Connection c = connect(jdbc)) {
            c.createStatement().execute("insert into arbiter_user (name, role, created_at) values "
                    + "('cluster-arbiter', 'ARBITER', now())");
            c.createStatement().execute("insert into appointment (user_name, tournament) values ('cluster-arbiter', '*')");
            try (PreparedStatement p = c.prepareStatement("insert into api_token (id, secret_hash, owner, role, created_at) "
                    + "values (?, ?, 'cluster-arbiter', 'ARBITER', now())")) {
                p.setString(1, id);
                p.setString(2, HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                        .digest(secret.getBytes(StandardCharsets.UTF_8))));
                p.executeUpdate();
            }
        }
        return "arb_" + id + "_" + secret;
    }

    private static Connection connect(String jdbc) throws Exception {
        Properties p = new Properties();
        p.setProperty("user", "postgres");
        return DriverManager.getConnection(jdbc, p);
    }

    /** Each game's recorded acts in the event store, by their ids, in order. */
    private static Map<String, List<String>> stored(String jdbc, List<String> games) throws Exception {
        Map<String, List<String>> out = new java.util.TreeMap<>();
        try (Connection c = connect(jdbc); PreparedStatement p = c.prepareStatement("select payload from "
                + "domain_event_entry where aggregate_identifier = ? and payload_type like '%ActionRecorded' "
                + "order by sequence_number")) {
            for (String game : games) {
                p.setString(1, game);
                List<String> ids = new ArrayList<>();
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        ids.add(JSON.readTree(rs.getBytes(1)).path("idempotencyKey").asText());
                    }
                }
                out.put(game, ids);
            }
        }
        return out;
    }

    private static List<String> lostOrTwice(Map<String, Set<String>> acknowledged, Map<String, List<String>> stored) {
        List<String> faults = new ArrayList<>();
        acknowledged.forEach((game, acts) -> {
            List<String> ids = stored.getOrDefault(game, List.of());
            for (String act : acts) {
                long n = ids.stream().filter(act::equals).count();
                if (n != 1) {
                    faults.add(game + " act " + act + " stored " + n + " times");
                }
            }
            if (ids.size() != Set.copyOf(ids).size()) {
                faults.add(game + " has an act stored twice");
            }
        });
        return faults;
    }

    /** On the topic, each game's ActionRecorded events: [sequence number, event id, idempotency key] in order of arrival. */
    private static void consume(String bootstrap, Map<String, List<String[]>> onTopic, AtomicBoolean stop) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ConsumerConfig.GROUP_ID_CONFIG, "cluster-check-" + System.nanoTime());
        p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of("arbiter.events"));
            while (!stop.get()) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(200))) {
                    try {
                        JsonNode e = JSON.readTree(r.value());
                        onTopic.computeIfAbsent(r.key(), k -> new CopyOnWriteArrayList<>()).add(new String[] {
                                e.path("sequenceNumber").asText(), e.path("eventId").asText(),
                                e.path("payload").path("idempotencyKey").asText(null)});
                    } catch (Exception unreadable) {
                        onTopic.computeIfAbsent(r.key(), k -> new CopyOnWriteArrayList<>()).add(new String[] {"?", "?", null});
                    }
                }
            }
        } catch (org.apache.kafka.common.errors.InterruptException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitTopic(Map<String, List<String[]>> onTopic, Map<String, List<String>> stored, Duration patience)
            throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline && !topicFaults(onTopic, stored).isEmpty()) {
            Thread.sleep(500);
        }
    }

    private static void awaitSse(Map<String, Set<String>> onSse, Map<String, List<String>> stored, Duration patience)
            throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline && !sseMissing(onSse, stored).isEmpty()) {
            Thread.sleep(500);
        }
    }

    /**
     * Per game, the sequence numbers must rise by one from 0; a number seen again is a redelivery
     * only with the same event id, and the acts carried are the store's.
     */
    private static List<String> topicFaults(Map<String, List<String[]>> onTopic, Map<String, List<String>> stored) {
        List<String> faults = new ArrayList<>();
        for (String game : stored.keySet()) {
            Map<Long, String> ids = new java.util.HashMap<>();
            long next = 0;
            List<String> acts = new ArrayList<>();
            for (String[] e : onTopic.getOrDefault(game, List.of())) {
                long seq = Long.parseLong(e[0]);
                String known = ids.putIfAbsent(seq, e[1]);
                if (known != null) {
                    if (!known.equals(e[1])) {
                        faults.add(game + " seq " + seq + " twice with different event ids");
                    }
                } else if (seq != next) {
                    faults.add(game + " seq " + seq + " where " + next + " was due");
                    break;
                } else {
                    next++;
                    if (e[2] != null) {
                        acts.add(e[2]);
                    }
                }
            }
            if (!acts.equals(stored.get(game))) {
                faults.add(game + ": " + acts.size() + " acts on the topic, " + stored.get(game).size() + " stored");
            }
        }
        return faults;
    }

    private static long redeliveries(Map<String, List<String[]>> onTopic) {
        long n = 0;
        for (List<String[]> events : onTopic.values()) {
            n += events.size() - events.stream().map(e -> e[1]).distinct().count();
        }
        return n;
    }

    private static List<String> sseMissing(Map<String, Set<String>> onSse, Map<String, List<String>> stored) {
        List<String> missing = new ArrayList<>();
        onSse.forEach((instance, got) -> stored.forEach((game, acts) -> {
            long n = acts.stream().filter(act -> !got.contains(game + "/" + act)).count();
            if (n > 0) {
                missing.add(instance + ": " + n + " of " + game);
            }
        }));
        return missing;
    }

    /** An SSE client's lines: the ActionRecorded events it received, as game/act id. */
    private record SseActs(Set<String> got) implements Flow.Subscriber<String> {
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (line.startsWith("data:") && line.contains("\"ActionRecorded\"")) {
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
            got.add("ended by the service");
        }
    }

    /**
     * One client a game, posting one act at a time with an id; game 0 alternates between the first
     * two instances, the others keep to one. An act that fails (the instance is dead, the
     * broker away, a collision) is sent again, with the same id, to the next instance.
     */
    private static final class Players {
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
                HttpResponse<String> r = post(instances.get(g % 3), "/api/games", "{\"header\":{}}");
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
            int via = game % 3;
            for (int i = 0; !stop.get(); i++) {
                String act = "[{\"act\":\"move\",\"by\":\"" + (i % 2 == 0 ? "white" : "black") + "\",\"move\":\""
                        + KNIGHTS[i % 4] + "\",\"id\":\"act-" + i + "\"}]";
                if (game == 0) {
                    via = i % 2;
                }
                while (!stop.get()) {
                    try {
                        HttpResponse<String> r = post(instances.get(via), "/api/games/" + id + "/actions", act);
                        if (r.statusCode() == 200) {
                            acknowledged.get(id).add("act-" + i);
                            break;
                        }
                    } catch (Exception down) {
                        // the instance is dead or going: the next one takes the act
                    }
                    via = (via + 1) % 3;
                    sleepQuietly();
                }
            }
        }

        private HttpResponse<String> post(ClusterParts.Instance i, String path, String body) throws Exception {
            return http.send(HttpRequest.newBuilder(URI.create(i.base() + path)).timeout(Duration.ofSeconds(20))
                    .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        }

        private static void sleepQuietly() {
            try {
                TimeUnit.MILLISECONDS.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
