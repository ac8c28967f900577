package org.arbiter.service.bench;

import java.net.http.HttpClient;
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
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Three service instances on the machine's PostgreSQL and a standalone Kafka broker
 * ({@link ClusterParts}), under load through all three at once (game 0 through two of them, act
 * by act, {@link ClusterLoad.Players}). Instance c is killed (SIGKILL) and, while it is dead, the
 * broker is stopped and started again; in the long form c is then started again. Then checks that
 * no acknowledged act is lost or recorded twice in the event store, that every event is on {@code
 * arbiter.events} in order per game without gaps (a duplicate only as a redelivery of the same
 * event id), that the SSE clients of the surviving instances received every act, and that acts
 * were acknowledged in every phase. Run by {@code bench/cluster.sh} and, short, by {@code ClusterIT}.
 */
public final class ClusterCheck {

    private ClusterCheck() {
    }

    /**
     * How many games are played at once, how long each phase lasts, the PostgreSQL server (a JDBC
     * prefix) and the database made afresh on it, how long an instance may take to start, and
     * whether the killed instance is started again for the last phase.
     */
    public record Settings(int games, Duration phase, String pg, String database, Duration startPatience,
                           boolean restartKilled) {
    }

    /** Acts acknowledged per second in one phase of the run. */
    public record Phase(String name, double actsPerSecond) {
    }

    /** What the check found: each list empty when all held. */
    public record Report(long acknowledged, List<String> lostOrTwice, List<String> topicFaults, List<String> sseMissing,
                         long redeliveries, List<Phase> phases, List<String> timeline) {
        public boolean holds() {
            return lostOrTwice.isEmpty() && topicFaults.isEmpty() && sseMissing.isEmpty()
                    && phases.stream().allMatch(p -> p.actsPerSecond() > 0);
        }

        public String summary() {
            StringBuilder out = new StringBuilder();
            timeline.forEach(line -> out.append("  ").append(line).append('\n'));
            out.append(String.format("acknowledged acts: %,d; lost or recorded twice: %s%n", acknowledged, lostOrTwice));
            out.append(String.format("arbiter.events: faults %s; redeliveries of the same event id: %d%n", topicFaults,
                    redeliveries));
            out.append(String.format("SSE clients of the surviving instances, acts missing: %s%n", sseMissing));
            phases.forEach(p -> out.append(String.format("acknowledged acts/s, %s: %.1f%n", p.name(), p.actsPerSecond())));
            out.append(holds() ? "CLUSTER CHECK: holds" : "CLUSTER CHECK: FAILED");
            return out.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        Settings settings = new Settings(Integer.getInteger("games", 12),
                Duration.ofSeconds(Integer.getInteger("phaseSeconds", 30)),
                System.getProperty("pg", "jdbc:postgresql://127.0.0.1:5432/"),
                "arbiter_cluster" + System.getenv().getOrDefault("ARBITER_TEST_PG_SUFFIX", ""),
                Duration.ofMinutes(Integer.getInteger("startMinutes", 10)),
                Boolean.parseBoolean(System.getProperty("restartKilled", "true")));
        System.out.printf("load average %s; %d games, phases of %s%n", CpuUse.loadAverage(), settings.games(),
                settings.phase());
        Report r = run(settings, Path.of("target/cluster").toAbsolutePath());
        System.out.println(r.summary());
        System.out.printf("load average %s%n", CpuUse.loadAverage());
        System.exit(r.holds() ? 0 : 1);
    }

    /** A moment of the run and how many acts had been acknowledged by then. */
    private record Mark(String what, Instant at, long acknowledged) {
    }

    public static Report run(Settings s, Path dir) throws Exception {
        FreshStores.recreateDatabase(s.pg(), s.database());
        List<String> timeline = new CopyOnWriteArrayList<>();
        Instant t0 = Instant.now();
        try (ClusterParts cluster = new ClusterParts(dir, s.pg() + s.database())) {
            cluster.startBroker(s.startPatience());
            timeline.add(String.format("%5.1f s  broker up", seconds(t0)));
            List<ClusterParts.Instance> instances = List.of(cluster.addInstance("a"), cluster.addInstance("b"),
                    cluster.addInstance("c"));
            for (ClusterParts.Instance i : instances) {
                cluster.start(i);
            }
            for (ClusterParts.Instance i : instances) {
                ClusterParts.awaitUp(i, s.startPatience());
            }
            timeline.add(String.format("%5.1f s  three instances up", seconds(t0)));
            String token = arbiterToken(s.pg() + s.database());

            HttpClient sse = HttpClient.newHttpClient();
            Map<String, Set<String>> onSse = new TreeMap<>();
            Map<String, ClusterLoad.SseActs> clients = new TreeMap<>();
            for (ClusterParts.Instance i : instances.subList(0, 2)) {
                clients.put(i.name, ClusterLoad.SseActs.open(sse, i.base(), token));
                onSse.put(i.name, clients.get(i.name).got());
            }
            try (ClusterLoad.TopicReader topic = new ClusterLoad.TopicReader("127.0.0.1:" + cluster.kafkaPort,
                    "arbiter.events")) {
                ClusterLoad.Players players = new ClusterLoad.Players(instances, token, s.games());
                List<Mark> marks = new ArrayList<>();
                players.start();
                marks.add(new Mark("load started", players.started, 0));
                Thread.sleep(s.phase().toMillis());
                ClusterParts.kill(instances.get(2));
                marks.add(mark("instance c killed (SIGKILL)", players, t0, timeline));
                Thread.sleep(s.phase().toMillis());
                cluster.stopBroker();
                marks.add(mark("broker stopped", players, t0, timeline));
                cluster.startBroker(s.startPatience());
                marks.add(mark("broker up again", players, t0, timeline));
                if (s.restartKilled()) {
                    cluster.start(instances.get(2));
                    ClusterParts.awaitUp(instances.get(2), s.startPatience());
                    marks.add(mark("instance c up again", players, t0, timeline));
                }
                Thread.sleep(s.phase().toMillis());
                players.stop();
                marks.add(new Mark("load stopped", players.stopped, players.acknowledged()));
                timeline.add(String.format("%5.1f s  load stopped, %d acts acknowledged", seconds(t0),
                        players.acknowledged()));

                Map<String, List<String>> stored = stored(s.pg() + s.database(), players.games());
                awaitEmpty(() -> ClusterFindings.topicFaults(topic.byGame, stored), Duration.ofSeconds(120));
                awaitEmpty(() -> ClusterFindings.sseMissing(onSse, stored), Duration.ofSeconds(60));
                timeline.add(String.format("%5.1f s  checked", seconds(t0)));
                clients.forEach((name, client) -> timeline.add(String.format("        %s: SSE stream ended by the service and "
                        + "resumed with Last-Event-ID %d times", name, client.resumes())));
                return new Report(players.acknowledged(),
                        ClusterFindings.lostOrTwice(players.acknowledgedByGame(), stored),
                        ClusterFindings.topicFaults(topic.byGame, stored), ClusterFindings.sseMissing(onSse, stored),
                        ClusterFindings.redeliveries(topic.byGame), phases(marks), timeline);
            }
        }
    }

    private static Mark mark(String what, ClusterLoad.Players players, Instant t0, List<String> timeline) {
        Mark m = new Mark(what, Instant.now(), players.acknowledged());
        timeline.add(String.format("%5.1f s  %s, %d acts acknowledged so far", seconds(t0), what, m.acknowledged()));
        return m;
    }

    /** Between each two marks, the acts acknowledged a second, named by what began it. */
    private static List<Phase> phases(List<Mark> marks) {
        List<Phase> phases = new ArrayList<>();
        for (int k = 1; k < marks.size(); k++) {
            Mark from = marks.get(k - 1);
            Mark to = marks.get(k);
            double millis = Math.max(1, Duration.between(from.at(), to.at()).toMillis());
            phases.add(new Phase("from " + from.what() + " to " + to.what(),
                    (to.acknowledged() - from.acknowledged()) * 1000.0 / millis));
        }
        return phases;
    }

    private static double seconds(Instant since) {
        return Duration.between(since, Instant.now()).toMillis() / 1000.0;
    }

    private static void awaitEmpty(java.util.function.Supplier<List<String>> faults, Duration patience)
            throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline && !faults.get().isEmpty()) {
            Thread.sleep(500);
        }
    }

    /**
     * The arbiter the load calls as, made in the service's own tables as {@code Users} makes one
     * (the first admin's password is shown only on a console): appointed to every tournament, with
     * a token whose secret is kept as its SHA-256. No instance has authenticated anyone yet, so no
     * cache holds an older view of the users.
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
            c.createStatement().execute("update credentials_version set version = version + 1");
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
        Map<String, List<String>> out = new HashMap<>();
        try (Connection c = connect(jdbc); PreparedStatement p = c.prepareStatement("select payload from "
                + "domain_event_entry where aggregate_identifier = ? and payload_type like '%ActionRecorded' "
                + "order by sequence_number")) {
            for (String game : games) {
                p.setString(1, game);
                List<String> ids = new ArrayList<>();
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        ids.add(ClusterLoad.JSON.readTree(rs.getBytes(1)).path("idempotencyKey").asText());
                    }
                }
                out.put(game, ids);
            }
        }
        return out;
    }
}
