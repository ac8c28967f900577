package org.arbiter.service.bench;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The cost of answering an act only once it is durable, on the embedded default (H2 file,
 * in-process Kafka): {@code games} writers, one a game, each posting one act a request for
 * {@code seconds}, against the service as it runs ({@code WRITE_DELAY 0}) and against the same
 * service with H2's default write delay given back by configuration ({@code SET WRITE_DELAY 500}),
 * alternately, {@code rounds} times, in one JVM. Prints acts/s and the p50 and p99 of a request.
 */
final class DurableCommitsBenchmark {
    private static final String DELAYED = "SET WRITE_DELAY 500";

    private DurableCommitsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = Integer.getInteger("games", 12);
        int seconds = Integer.getInteger("seconds", 20);
        int rounds = Integer.getInteger("rounds", 2);
        for (int round = 1; round <= rounds; round++) {
            for (boolean durable : new boolean[] {true, false}) {
                System.out.println("round " + round + ", " + (durable ? "durable (WRITE_DELAY 0)" : "H2's default (WRITE_DELAY 500)")
                        + ": " + measure(durable, games, seconds));
            }
        }
        System.exit(0);
    }

    private static String measure(boolean durable, int games, int seconds) throws Exception {
        Path data = Path.of("./target/durable-commits-bench");
        FreshStores.deleteTree(data);
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--arbiter.data-dir=" + data, "--arbiter.kafka.port=0",
                "--logging.level.root=WARN"));
        if (!durable) {
            args.add("--spring.datasource.hikari.connection-init-sql=" + DELAYED);
        }
        try (ConfigurableApplicationContext service = ArbiterService.start(args.toArray(String[]::new))) {
            PlainHttp.authorization = "Bearer " + TestUsers.token(service.getBean(Users.class), Role.ARBITER);
            URI base = URI.create("http://127.0.0.1:" + service.getEnvironment().getProperty("local.server.port"));
            ExecutorService writers = Executors.newFixedThreadPool(games);
            List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
            long warmUpEnds = System.nanoTime() + 5_000_000_000L;
            long ends = warmUpEnds + seconds * 1_000_000_000L;
            List<Future<?>> done = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                String game = "bench-" + g;
                done.add(writers.submit(() -> {
                    try (PlainHttp http = new PlainHttp(base)) {
                        http.post("/api/games?id=" + game, "{\"header\":{\"event\":\"bench\"}}");
                        for (int i = 0; System.nanoTime() < ends; i++) {
                            long start = System.nanoTime();
                            PlainHttp.Response r = http.post("/api/games/" + game + "/actions",
                                    "[{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"draw-fifty-moves\",\"id\":\"" + game + "-" + i + "\"}]");
                            if (r.status() != 200) {
                                throw new IllegalStateException(r.status() + " " + r.body());
                            }
                            if (start > warmUpEnds) {
                                latencies.add(System.nanoTime() - start);
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            writers.shutdown();
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            return String.format("%.0f acts/s, p50 %.1f ms, p99 %.1f ms (%d acts)", sorted.size() / (double) seconds,
                    sorted.get(sorted.size() / 2) / 1e6, sorted.get((int) (sorted.size() * 0.99)) / 1e6, sorted.size());
        }
    }
}
