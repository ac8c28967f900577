package org.arbiter.service.bench;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.chess.Perft;
import org.arbiter.chess.Position;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.game.RebuildTimer;
import org.springframework.boot.autoconfigure.kafka.KafkaConnectionDetails;
import org.springframework.boot.autoconfigure.kafka.KafkaProperties;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The service end to end on this machine: {@code games} games played at once over HTTP, each by
 * its own client posting batches of {@code batch} actions, through the aggregate to PostgreSQL and
 * out on {@code arbiter.events} (the in-process KRaft broker) and SSE. Prints the sustained rate of
 * accepted actions, the latency from an action's acceptance (the event's timestamp) to its event
 * being read by a plain KafkaConsumer and by an SSE client, and the time to rebuild a game of
 * {@code rebuildActions} actions that is not in memory.
 *
 * <p>Run with {@code services/arbiter-service/bench.sh} (see docs/benchmarks.md). Settings are
 * system properties: games, actions (per game), batch, warmupRuns (unmeasured runs as fast as it goes first),
 * then unmeasured rounds of runs at each of rates until the JIT compilers take at most compilerShare
 * (0.05) of the JVM's CPU in a round, or maxWarmupRounds (12) have been run,
 * repeats (how many times the paced runs are measured, 1), rebuildActions, pg (JDBC server prefix), h2 (true: the
 * H2 file database instead of PostgreSQL),
 * watchPostgres (false: sample PostgreSQL's activity during the measured runs, to set beside the
 * stalls each paced run lists), displays (1: SSE clients on {@code /api/stream}, each measured). For a flight recording, start it with the JVM
 * ({@code -XX:StartFlightRecording}): one started while the service ran made it several times slower
 * here, with the JIT compiling again as after a start, so that it recorded something else.
 */
public final class ServiceBenchmark {
    private static final String[] KNIGHTS = {"Nf3", "Nf6", "Ng1", "Ng8"};
    /** The JIT's C1 and C2 threads, as {@link CpuUse#cpuMillisByGroupSince} groups them. */
    private static final String COMPILERS = "C# CompilerThre";
    private static final AtomicInteger OPENED = new AtomicInteger();
    private static final String PG = System.getProperty("pg", "jdbc:postgresql://127.0.0.1:5432/");
    private static final boolean WATCH_POSTGRES = Boolean.getBoolean("watchPostgres");
    /** The H2 file database of {@code ./arbiter serve} instead of PostgreSQL. */
    private static final boolean H2 = Boolean.getBoolean("h2");
    /** The in-process broker's login (SASL), as the service's own clients have it. */
    private static volatile Map<String, String> kafkaLogin = Map.of();
    /** SSE clients on {@code /api/stream}, as a tournament's live displays are; each is measured. */
    private static final int DISPLAYS = Integer.getInteger("displays", 1);

    private ServiceBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = Integer.getInteger("games", 100);
        int perGame = Integer.getInteger("actions", 400);
        int batch = Integer.getInteger("batch", 20);
        int warmupRuns = Integer.getInteger("warmupRuns", 2);
        int maxWarmupRounds = Integer.getInteger("maxWarmupRounds", 12);
        double compilerShare = Double.parseDouble(System.getProperty("compilerShare", "0.05"));
        int rebuildActions = Integer.getInteger("rebuildActions", 1000);
        String rates = System.getProperty("rates", "");
        int repeats = Integer.getInteger("repeats", 1);
        // the broker's log too starts empty, as the database does: runs would otherwise pile up gigabytes in it
        Path data = Path.of("target/bench-data").toAbsolutePath();
        FreshStores.deleteTree(data);
        List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--arbiter.data-dir=" + data,
                "--arbiter.kafka.port=0", "--logging.level.root=WARN", "--spring.main.banner-mode=off"));
        if (H2) {
            System.out.println("database: H2 file, as ./arbiter serve keeps it");
        } else {
            FreshStores.recreateDatabase(PG, "arbiter_bench");
            arguments.addAll(List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + PG + "arbiter_bench",
                    "--spring.datasource.username=postgres"));
        }
        ConfigurableApplicationContext context = ArbiterService.start(arguments.toArray(String[]::new));
        try {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
            String kafka = String.join(",", context.getBean(KafkaConnectionDetails.class).getBootstrapServers());
            kafkaLogin = Map.copyOf(context.getBean(KafkaProperties.class).getProperties());
            PlainHttp.authorization = "Bearer " + org.arbiter.service.security.TestUsers.token(
                    context.getBean(org.arbiter.service.security.Users.class), org.arbiter.service.security.Role.ARBITER);
            System.out.printf("service %s, Kafka %s, %d cores, Java %s, load average %s%n", base, kafka,
                    Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), CpuUse.loadAverage());

            // The JIT needs a few hundred thousand requests' worth of work before the service's
            // paths are compiled; figures taken earlier measure the compiler as much as the service.
            for (int i = 1; i <= warmupRuns; i++) {
                run(base, kafka, "warm-up " + i + "/" + warmupRuns, games, perGame, batch, 0, false);
            }
            // Paced, the service takes other paths (small batches, idle waits), and each pace its own
            // mix of them. On two cores saturated by the load, the JIT's C2 compiler gets little CPU
            // and falls behind; a service running for hours has long caught up. So the paces are
            // run in rounds until, in a whole round, the compilers took at most compilerShare of the
            // JVM's CPU: what is measured after that is the service, not its warm-up.
            int[] paces = Stream.of(rates.split(",")).filter(r -> !r.isBlank()).mapToInt(r -> Integer.parseInt(r.strip()))
                    .toArray();
            double busiest = 1;
            for (int round = 1; paces.length > 0 && round <= maxWarmupRounds && busiest > compilerShare; round++) {
                busiest = 0;
                for (int pace : paces) {
                    busiest = Math.max(busiest, run(base, kafka, "warm-up round " + round + ", paced at " + pace + " actions/s",
                            games, perGame, batch, pace, false).compilers());
                }
            }
            CpuUse.awaitQuietCompiler();
            run(base, kafka, "as fast as it goes", games, perGame, batch, 0, true);
            Map<Integer, Boolean> kept = new java.util.TreeMap<>();
            for (int repeat = 1; repeat <= repeats; repeat++) {
                for (int pace : paces) {
                    Figures f = run(base, kafka, "paced at " + pace + " actions/s"
                            + (repeats > 1 ? " (" + repeat + "/" + repeats + ")" : ""), games, perGame, batch, pace, true);
                    kept.merge(pace, f.within(100), Boolean::logicalAnd);
                }
            }
            // the capacity: the highest pace at which every measurement kept the p99 to Kafka and to SSE under 100 ms
            int capacity = kept.entrySet().stream().filter(Map.Entry::getValue).mapToInt(Map.Entry::getKey).max().orElse(0);
            System.out.printf("CAPACITY: %,d actions/s with p99 under 100 ms to Kafka and to SSE (paces tried: %s)%n",
                    capacity, kept.keySet());
            // timed on a quiet service: after the runs, the projections, the database and the JIT are still busy
            CpuUse.awaitQuietCompiler();
            CpuUse.awaitIdleMachine();
            heapPerGame(context, perGame);
            rebuild(context, base, rebuildActions);
            machineSpeed();
            System.out.printf("load average at the end: %s%n", CpuUse.loadAverage());
        } finally {
            context.close();
        }
    }

    /**
     * Plays {@code perGame} actions in each of {@code games} new games at once. With {@code rate}
     * 0 each client posts its next batch as soon as the last is answered (the most the service
     * takes); otherwise each client keeps to its share of {@code rate} actions per second, so that
     * the latencies are those of a service that keeps up.
     */
    /** What one run measured: the JIT's share of the CPU, and the p99 latencies to Kafka and to SSE. */
    record Figures(double compilers, long kafkaP99, long sseP99) {
        boolean within(long millis) {
            return kafkaP99 < millis && sseP99 < millis;
        }
    }

    private static Figures run(String base, String kafka, String label, int games, int perGame, int batch, int rate,
                               boolean report) throws Exception {
        List<String> ids = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            ids.add(open(base));
        }
        Set<String> mine = ConcurrentHashMap.newKeySet();
        mine.addAll(ids);
        long expected = (long) games * perGame;
        Collector onKafka = new Collector(expected);
        AtomicBoolean stop = new AtomicBoolean();
        Thread consumer = new Thread(() -> consumeEvents(kafka, mine, onKafka, stop), "bench-kafka");
        consumer.start();
        List<Collector> onSse = new ArrayList<>();
        List<PlainHttp> sseConnections = new ArrayList<>();
        List<Thread> sse = new ArrayList<>();
        for (int d = 0; d < DISPLAYS; d++) {
            Collector display = new Collector(expected);
            PlainHttp connection = new PlainHttp(URI.create(base));
            Thread reader = new Thread(() -> followSse(connection, mine, display, stop), "bench-sse");
            reader.start();
            onSse.add(display);
            sseConnections.add(connection);
            sse.add(reader);
        }
        onKafka.ready.await();
        for (Collector display : onSse) {
            display.ready.await();
        }

        ExecutorService players = Executors.newFixedThreadPool(games);
        long[] roundTrips = new long[games * ((perGame + batch - 1) / batch)];
        AtomicInteger posted = new AtomicInteger();
        Disturbances timeline = report ? new Disturbances(WATCH_POSTGRES ? PG + "arbiter_bench" : null) : null;
        Map<Integer, CpuUse.ThreadTime> threadsBefore = CpuUse.threadTimes();
        long cpuBefore = CpuUse.processCpuNanos();
        long allocatedBefore = CpuUse.allocatedBytes();
        long pgBefore = CpuUse.postgresCpuMillis();
        PostgresWrites writesBefore = report && !H2 ? PostgresWrites.read(PG) : null;
        Instant start = Instant.now();
        List<Future<?>> done = new ArrayList<>();
        for (String id : ids) {
            long offset = rate == 0 ? 0 : (long) (1e9 * batch * ids.indexOf(id) / rate);
            done.add(players.submit(() -> {
                try (PlainHttp http = new PlainHttp(URI.create(base))) {
                    long startNanos = System.nanoTime() + offset;
                    long batchNanos = rate == 0 ? 0 : (long) (1e9 * batch * games / rate);
                    for (int from = 0, n = 0; from < perGame; from += batch, n++) {
                        long due = startNanos + n * batchNanos;
                        long wait = due - System.nanoTime();
                        if (rate > 0 && wait > 0) {
                            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                        }
                        StringBuilder body = new StringBuilder("[");
                        for (int i = from; i < Math.min(perGame, from + batch); i++) {
                            if (i > from) {
                                body.append(',');
                            }
                            body.append("{\"act\":\"move\",\"by\":\"").append(i % 2 == 0 ? "white" : "black")
                                    .append("\",\"move\":\"").append(KNIGHTS[i % 4]).append("\",\"id\":\"").append(i).append("\"}");
                        }
                        long sent = System.nanoTime();
                        PlainHttp.Response r = http.post("/api/games/" + id + "/actions", body.append(']').toString());
                        roundTrips[posted.getAndIncrement()] = System.nanoTime() - sent;
                        if (r.status() != 200) {
                            throw new IllegalStateException(r.status() + " " + r.body());
                        }
                    }
                    return null;
                }
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        Instant accepted = Instant.now();
        players.shutdown();
        onKafka.all.await();
        Instant onTopic = Instant.now();
        for (Collector display : onSse) {
            display.all.await();
        }
        long cpu = CpuUse.processCpuNanos() - cpuBefore;
        long allocated = CpuUse.allocatedBytes() - allocatedBefore;
        long pgCpu = CpuUse.postgresCpuMillis() - pgBefore;
        PostgresWrites writes = report && !H2 ? PostgresWrites.read(PG) : null;
        Map<String, Long> byGroup = CpuUse.cpuMillisByGroupSince(threadsBefore);
        if (timeline != null) {
            timeline.close();
        }
        stop.set(true);
        consumer.join();
        sseConnections.forEach(PlainHttp::close);
        for (Thread reader : sse) {
            reader.join();
        }
        double compilers = (double) byGroup.getOrDefault(COMPILERS, 0L) * 1_000_000 / cpu;
        if (!report) {
            System.out.printf("%s: %d games x %d actions done; the JIT compilers took %.0f%% of the JVM's CPU%n", label,
                    games, perGame, 100 * compilers);
            return new Figures(compilers, -1, -1);
        }
        double httpSeconds = Duration.between(start, accepted).toNanos() / 1e9;
        double kafkaSeconds = Duration.between(start, onTopic).toNanos() / 1e9;
        System.out.printf("%s: %d games at once x %d actions, batches of %d over HTTP%n", label, games, perGame, batch);
        System.out.printf("  accepted:            %,d actions in %.2f s = %,.0f actions/s%n", expected, httpSeconds,
                expected / httpSeconds);
        System.out.printf("  through to Kafka:    %,d actions in %.2f s = %,.0f actions/s%n", expected, kafkaSeconds,
                expected / kafkaSeconds);
        System.out.printf("  CPU of this JVM (service, broker and clients): %.3f ms per action; heap allocated: %.1f kB per action%n",
                cpu / 1e6 / expected, allocated / 1024.0 / expected);
        if (pgCpu >= 0) {
            System.out.printf("  CPU of PostgreSQL: %.3f ms per action%n", (double) pgCpu / expected);
        }
        if (writesBefore != null && writes != null) {
            System.out.printf("  %s%n", writes.perAction(writesBefore, expected));
        }
        StringBuilder groups = new StringBuilder();
        byGroup.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(12)
                .forEach(e -> groups.append(String.format("%n      %-16s %.3f", e.getKey(), (double) e.getValue() / expected)));
        System.out.printf("  of which, by thread (ms per action):%s%n", groups);
        Arrays.sort(roundTrips);
        System.out.printf("  posting a batch, request to response: p50 %d ms, p99 %d ms%n",
                roundTrips[roundTrips.length / 2] / 1_000_000, roundTrips[(int) (roundTrips.length * 0.99)] / 1_000_000);
        System.out.printf("  accepted -> arbiter.events: %s%n", onKafka.summary());
        System.out.printf("  accepted -> SSE /api/stream: %s (displays cut off and resumed so far: %d)%n",
                onSse.get(0).summary(), RESUMED.get());
        if (onSse.size() > 1) {
            System.out.printf("  the other %d displays, p99: %s ms%n", onSse.size() - 1, onSse.subList(1, onSse.size()).stream()
                    .map(display -> String.valueOf(display.percentile(0.99))).collect(Collectors.joining(", ")));
        }
        timeline.printSummary(start.toEpochMilli(), System.currentTimeMillis());
        if (rate > 0) {
            timeline.printStalls(onKafka.stalls(100), start.toEpochMilli());
        }
        return new Figures(compilers, onKafka.percentile(0.99), onSse.get(0).percentile(0.99));
    }

    /**
     * The machine's speed as {@code ./arbiter perft startpos 6} measures it, printed with each run's
     * figures: a machine of the same kind, and the same machine from one hour to the next, ran it
     * from 183 to 391 M nodes/s, and the latencies follow.
     */
    static void machineSpeed() {
        long start = System.nanoTime();
        long nodes = Perft.count(Position.initial(), 6);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("machine speed: perft 6 from the start position, %,d nodes at %.1f M nodes/s%n", nodes,
                nodes / seconds / 1e6);
    }

    /**
     * What the games in memory cost: the heap in use after a full collection, against the games
     * opened so far (Axon's cache holds them while the heap has room). The heap holds the rest of
     * the service too, so the figure per game is an upper bound.
     */
    private static void heapPerGame(ConfigurableApplicationContext context, int perGame) {
        int inMemory = OPENED.get();
        System.gc();
        long used = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        System.out.printf("heap in use after a full collection: %,d MB, with %,d games of up to %d actions in memory "
                + "(%,d opened): at most %.0f kB per game; heap maximum %,d MB%n", used >> 20, inMemory, perGame,
                OPENED.get(), used / 1024.0 / inMemory, Runtime.getRuntime().maxMemory() >> 20);
    }

    private static void rebuild(ConfigurableApplicationContext context, String base, int actions) throws Exception {
        String id = open(base);
        for (int from = 0; from < actions; from += 100) {
            StringBuilder body = new StringBuilder("[");
            for (int i = from; i < Math.min(actions, from + 100); i++) {
                if (i > from) {
                    body.append(',');
                }
                body.append("{\"act\":\"move\",\"by\":\"").append(i % 2 == 0 ? "white" : "black")
                        .append("\",\"move\":\"").append(KNIGHTS[i % 4]).append("\"}");
            }
            PlainHttp.Response r = post(base, "/api/games/" + id + "/actions", body.append(']').toString());
            if (r.status() != 200) {
                throw new IllegalStateException(r.status() + " " + r.body());
            }
        }
        RebuildTimer.measure(context, id, 200);
        long[] withSnapshot = RebuildTimer.measure(context, id, 100);
        long[] loadOnly = RebuildTimer.measure(context, id, 100, false);
        new JdbcTemplate(context.getBean(javax.sql.DataSource.class))
                .update("delete from snapshot_event_entry where aggregate_identifier = ?", id);
        RebuildTimer.measure(context, id, 20);
        long[] fromEvents = RebuildTimer.measure(context, id, 50);
        long[] eventsLoadOnly = RebuildTimer.measure(context, id, 50, false);
        System.out.printf("rebuild of a %d-action game not in memory (load + law engine state):%n", actions);
        System.out.printf("  from its latest snapshot: median %.2f ms, p90 %.2f ms%n", withSnapshot[50] / 1000.0,
                withSnapshot[90] / 1000.0);
        System.out.printf("    of which the load from the store alone: median %.2f ms%n", loadOnly[50] / 1000.0);
        System.out.printf("  from its events alone:    median %.2f ms, p90 %.2f ms%n", fromEvents[25] / 1000.0,
                fromEvents[45] / 1000.0);
        System.out.printf("    of which the load from the store alone: median %.2f ms%n", eventsLoadOnly[25] / 1000.0);
    }

    private static void consumeEvents(String kafka, Set<String> games, Collector collector, AtomicBoolean stop) {
        Properties p = new Properties();
        p.putAll(kafkaLogin);
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka);
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        // a fetch returns as soon as a record arrives; the wait only bounds idle polling
        p.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, "100");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
            List<TopicPartition> partitions = new ArrayList<>();
            for (PartitionInfo info : consumer.partitionsFor("arbiter.events", Duration.ofSeconds(10))) {
                partitions.add(new TopicPartition("arbiter.events", info.partition()));
            }
            consumer.assign(partitions);
            consumer.seekToEnd(partitions);
            partitions.forEach(consumer::position);
            collector.ready.countDown();
            while (!stop.get()) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(100))) {
                    long now = System.currentTimeMillis();
                    if (games.contains(r.key())) {
                        collector.event(r.value(), now);
                    }
                }
            }
        }
    }

    /** Reads SSE until the caller sets {@code stop} and closes the connection. */
    /**
     * A display as the service expects one: cut off when it falls too far behind, it comes back
     * with {@code Last-Event-ID} and reads on from there, so the run waits for every event.
     */
    private static void followSse(PlainHttp connection, Set<String> games, Collector collector, AtomicBoolean stop) {
        AtomicReference<String> lastId = new AtomicReference<>();
        AtomicReference<String> pendingId = new AtomicReference<>();
        try {
            while (!stop.get() && collector.all.getCount() > 0) {
                try {
                    connection.stream("/api/stream", lastId.get(), collector.ready::countDown, line -> {
                        if (line.startsWith("id:")) {
                            pendingId.set(line.substring(3).trim());
                        } else if (line.startsWith("data:")) {
                            long now = System.currentTimeMillis();
                            String json = line.substring(5);
                            if (games.contains(Collector.gameId(json))) {
                                collector.event(json, now);
                            }
                        } else if (line.isEmpty() && pendingId.get() != null) {
                            // an event counts as read only once its blank line has come: resume after it
                            lastId.set(pendingId.getAndSet(null));
                        }
                    });
                } catch (java.io.EOFException cutMidEvent) {
                    // the service cut the display off inside a chunk of its stream: resume as after a clean end
                }
                connection.close();
                pendingId.set(null);
                if (!stop.get() && collector.all.getCount() > 0) {
                    RESUMED.incrementAndGet();
                }
            }
        } catch (Exception e) {
            if (!stop.get()) {
                throw new IllegalStateException("SSE client failed", e);
            }
        }
    }

    /** How many times a display was cut off and came back with Last-Event-ID. */
    private static final AtomicInteger RESUMED = new AtomicInteger();

    private static String open(String base) throws Exception {
        OPENED.incrementAndGet();
        PlainHttp.Response r = post(base, "/api/games", "{\"header\":{}}");
        if (r.status() / 100 != 2) {
            throw new IllegalStateException("opening a game answered " + r.status() + ": " + r.body());
        }
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.body()).get("id").asText();
    }

    /** One request on a connection of its own, for the requests outside the measured load. */
    private static PlainHttp.Response post(String base, String path, String body) throws Exception {
        try (PlainHttp http = new PlainHttp(URI.create(base))) {
            return http.post(path, body);
        }
    }
}
