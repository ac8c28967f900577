package org.arbiter.service.bench;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code spectators} (1,000) SSE clients on {@code /api/stream} while {@code games} (50) games
 * each take one act a second over HTTP ({@code rate} acts/s in all), for {@code seconds} (30)
 * after a warm-up of the same length; the service as {@code ./arbiter serve} runs it (H2 file,
 * in-process Kafka), in this JVM with the clients. The clients share one HTTP client (its
 * selector thread and two threads), so that they cost the service's two cores little. Prints
 * whether every spectator received every act, the p50/p99 from an act's acceptance to its reading
 * over all spectators, the worst spectator's p99, the heap in use after a full collection with
 * and without the spectators, the JVM's threads, and perft 6 as the machine's speed.
 */
public final class SpectatorsBenchmark {
    private SpectatorsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int spectators = Integer.getInteger("spectators", 1000);
        int games = Integer.getInteger("games", 50);
        int rate = Integer.getInteger("rate", 50);
        int seconds = Integer.getInteger("seconds", 30);
        Path data = Path.of("target/spectators-data").toAbsolutePath();
        FreshStores.deleteTree(data);
        ConfigurableApplicationContext context = ArbiterService.start("--server.port=0", "--arbiter.data-dir=" + data,
                "--arbiter.kafka.port=0", "--logging.level.root=WARN");
        try {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
            Users users = context.getBean(Users.class);
            PlainHttp.authorization = "Bearer " + TestUsers.token(users, Role.ARBITER);
            String display = "Bearer " + TestUsers.token(users, Role.DISPLAY);
            System.out.printf("%d spectators, %d games, %d acts/s for %d s; %d cores, Java %s, load average %s%n",
                    spectators, games, rate, seconds, Runtime.getRuntime().availableProcessors(),
                    System.getProperty("java.version"), CpuUse.loadAverage());
            play(base, games, rate, seconds, null);
            long heapAlone = liveHeap();
            int threadsAlone = ManagementFactory.getThreadMXBean().getThreadCount();

            long expected = (long) games * (rate * seconds / games);
            HttpClient client = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(2)).build();
            List<Collector> collectors = new ArrayList<>();
            Set<String> mine = ConcurrentHashMap.newKeySet();
            for (int s = 0; s < spectators; s++) {
                Collector c = new Collector(expected);
                collectors.add(c);
                new Lines(c, mine, client, URI.create(base + "/api/stream"), display).connect(null);
            }
            for (Collector c : collectors) {
                if (!c.ready.await(60, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("a spectator did not connect within 60 s");
                }
            }
            int threadsWith = ManagementFactory.getThreadMXBean().getThreadCount();
            Thread.sleep(1000);
            play(base, games, rate, seconds, mine);
            long missing = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            for (Collector c : collectors) {
                if (!c.all.await(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                    missing += expected - c.count.get();
                }
            }
            long heapWith = liveHeap();
            long[] all = new long[(int) (expected * spectators)];
            long[] p99s = new long[spectators];
            for (int s = 0; s < spectators; s++) {
                Collector c = collectors.get(s);
                System.arraycopy(c.latencies, 0, all, (int) (s * expected), (int) Math.min(expected, c.count.get()));
                p99s[s] = c.percentile(0.99);
            }
            Arrays.sort(all);
            Arrays.sort(p99s);
            System.out.printf("every spectator got every act: %s (%,d acts each, %,d missing in all)%n", missing == 0,
                    expected, missing);
            System.out.printf("accepted -> SSE over all spectators: p50 %d ms, p99 %d ms, max %d ms; worst spectator's p99 %d ms%n",
                    all[all.length / 2], all[(int) (all.length * 0.99)], all[all.length - 1], p99s[p99s.length - 1]);
            System.out.printf("heap in use after a full collection: %,d MB without spectators, %,d MB with %d (%.0f kB each, "
                    + "the clients' own figures included); heap maximum %,d MB%n", heapAlone >> 20, heapWith >> 20,
                    spectators, (heapWith - heapAlone) / 1024.0 / spectators, Runtime.getRuntime().maxMemory() >> 20);
            System.out.printf("JVM threads: %d without spectators, %d with them connected; spectators cut off and resumed "
                    + "with Last-Event-ID: %d times%n", threadsAlone, threadsWith, Lines.RESUMED.get());
        } finally {
            context.close();
        }
        ServiceBenchmark.machineSpeed();
        System.exit(0);
    }

    /** Plays {@code rate} acts a second spread over {@code games} new games, one act a request; records them in {@code mine}. */
    private static void play(String base, int games, int rate, int seconds, Set<String> mine) throws Exception {
        String[] knights = {"Nf3", "Nf6", "Ng1", "Ng8"};
        int perGame = rate * seconds / games;
        ExecutorService players = Executors.newFixedThreadPool(Math.min(games, 16));
        try (PlainHttp opener = new PlainHttp(URI.create(base))) {
            List<String> ids = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                String body = opener.post("/api/games", "{\"header\":{\"public\":true}}").body();
                String id = body.replaceAll(".*\"id\":\"([^\"]+)\".*", "$1");
                ids.add(id);
                if (mine != null) {
                    mine.add(id);
                }
            }
            long start = System.nanoTime();
            long gapNanos = 1_000_000_000L / rate;
            List<Future<?>> done = new ArrayList<>();
            for (int n = 0; n < perGame * games; n++) {
                long due = start + n * gapNanos;
                long wait = due - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                }
                String id = ids.get(n % games);
                int i = n / games;
                String act = "[{\"act\":\"move\",\"by\":\"" + (i % 2 == 0 ? "white" : "black") + "\",\"move\":\""
                        + knights[i % 4] + "\",\"id\":\"" + i + "\"}]";
                done.add(players.submit(() -> {
                    try (PlainHttp http = new PlainHttp(URI.create(base))) {
                        PlainHttp.Response r = http.post("/api/games/" + id + "/actions", act);
                        if (r.status() != 200) {
                            throw new IllegalStateException(r.status() + " " + r.body());
                        }
                    }
                    return null;
                }));
                if (done.size() % games == 0) {
                    for (Future<?> f : done) {
                        f.get();
                    }
                    done.clear();
                }
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            players.shutdown();
        }
    }

    private static long liveHeap() throws InterruptedException {
        System.gc();
        Thread.sleep(500);
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /**
     * One spectator's lines: the data of each event of the measured games goes to its collector.
     * Cut off, it comes back with the id of the last event it received, as a browser does.
     */
    private static final class Lines implements Flow.Subscriber<String> {
        static final java.util.concurrent.atomic.AtomicLong RESUMED = new java.util.concurrent.atomic.AtomicLong();
        private final Collector collector;
        private final Set<String> games;
        private final HttpClient client;
        private final URI stream;
        private final String authorization;
        private volatile String lastId;

        Lines(Collector collector, Set<String> games, HttpClient client, URI stream, String authorization) {
            this.collector = collector;
            this.games = games;
            this.client = client;
            this.stream = stream;
            this.authorization = authorization;
        }

        void connect(String lastEventId) {
            HttpRequest.Builder request = HttpRequest.newBuilder(stream).header("Authorization", authorization)
                    .header("Accept", "text/event-stream");
            if (lastEventId != null) {
                request.header("Last-Event-ID", lastEventId);
            }
            client.sendAsync(request.build(), HttpResponse.BodyHandlers.fromLineSubscriber(this));
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            collector.ready.countDown();
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (line.startsWith("id:")) {
                lastId = line.substring(3).strip();
            } else if (line.startsWith("data:")) {
                String json = line.substring(5);
                if (games.contains(Collector.gameId(json))) {
                    collector.event(json, System.currentTimeMillis());
                }
            }
        }

        @Override
        public void onError(Throwable t) {
            resume();
        }

        @Override
        public void onComplete() {
            resume();
        }

        private void resume() {
            if (lastId != null) {
                RESUMED.incrementAndGet();
                connect(lastId);
            }
        }
    }
}
