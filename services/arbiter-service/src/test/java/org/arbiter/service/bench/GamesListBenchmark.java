package org.arbiter.service.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code GET /api/games?limit=10000} with {@code games} games (5,000) in the service as
 * {@code ./arbiter serve} runs it (H2 file; {@code -Dpg=jdbc:postgresql://127.0.0.1:5432/} for
 * PostgreSQL): a display (public games only), an arbiter appointed to one tournament of ten, and an
 * official, each the first time and then the median of {@code repeats} (20); then the same after a
 * restart of the service on the same data, when nothing of the games is in memory. A fifth of the
 * games are public. Ends with perft 6, the machine's speed in the same run.
 */
public final class GamesListBenchmark {
    private static final String PG = System.getProperty("pg");

    private GamesListBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = Integer.getInteger("games", 5000);
        int repeats = Integer.getInteger("repeats", 20);
        Path data = Path.of("target/games-list-data").toAbsolutePath();
        FreshStores.deleteTree(data);
        if (PG != null) {
            FreshStores.recreateDatabase(PG, "arbiter_list_bench");
        }
        List<String> tokens = new ArrayList<>();
        ConfigurableApplicationContext context = start(data);
        try {
            Users users = context.getBean(Users.class);
            String arbiter = TestUsers.token(users, Role.ARBITER);
            users.add("list-arbiter", Role.ARBITER, Set.of("open-3"), null);
            tokens.add(TestUsers.token(users, Role.DISPLAY));
            tokens.add(users.tokenFor("list-arbiter").token());
            tokens.add(TestUsers.token(users, Role.OFFICIAL));
            String base = base(context);
            long opening = System.nanoTime();
            openGames(base, arbiter, games);
            System.out.printf("%,d games opened in %.1f s; %d cores, Java %s, load average %s%n", games,
                    (System.nanoTime() - opening) / 1e9, Runtime.getRuntime().availableProcessors(),
                    System.getProperty("java.version"), CpuUse.loadAverage());
            Thread.sleep(2000);
            measure(base, tokens, repeats, "running since the games were opened");
            memory();
        } finally {
            context.close();
        }
        context = start(data);
        try {
            measure(base(context), tokens, repeats, "after a restart");
        } finally {
            context.close();
        }
        ServiceBenchmark.machineSpeed();
    }

    /** The heap in use after a full collection, and the process's resident size (service, broker and this client). */
    private static void memory() throws Exception {
        System.gc();
        Thread.sleep(500);
        long heap = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        String rss = java.nio.file.Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("VmRSS")).findFirst().orElse("VmRSS: unknown").replaceAll("\\s+", " ");
        System.out.printf("heap in use after a full collection: %,d MB (maximum %,d MB); %s%n", heap >> 20,
                Runtime.getRuntime().maxMemory() >> 20, rss);
    }

    private static ConfigurableApplicationContext start(Path data) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--arbiter.data-dir=" + data,
                "--arbiter.kafka.port=0", "--logging.level.root=WARN"));
        if (PG != null) {
            args.addAll(List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + PG + "arbiter_list_bench",
                    "--spring.datasource.username=postgres"));
        }
        return ArbiterService.start(args.toArray(String[]::new));
    }

    private static String base(ConfigurableApplicationContext context) {
        return "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
    }

    private static void openGames(String base, String token, int games) throws Exception {
        ExecutorService openers = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                String header = "{\"header\":{\"event\":\"open-" + g % 10 + "\",\"White\":\"W" + g + "\",\"Black\":\"B" + g
                        + "\"" + (g % 5 == 0 ? ",\"public\":true" : "") + "}}";
                done.add(openers.submit(() -> {
                    HttpResponse<String> r = send(base, token, HttpRequest.newBuilder(URI.create(base + "/api/games"))
                            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(header)));
                    if (r.statusCode() != 201 && r.statusCode() != 200) {
                        throw new IllegalStateException(r.statusCode() + " " + r.body());
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            openers.shutdown();
        }
    }

    private static void measure(String base, List<String> tokens, int repeats, String label) throws Exception {
        System.out.println(label + ": GET /api/games?limit=10000");
        String[] callers = {"display (public games)", "arbiter of one tournament", "official (every game)"};
        for (int c = 0; c < tokens.size(); c++) {
            long[] millis = new long[repeats + 1];
            int listed = 0;
            for (int i = 0; i <= repeats; i++) {
                long start = System.nanoTime();
                HttpResponse<String> r = send(base, tokens.get(c),
                        HttpRequest.newBuilder(URI.create(base + "/api/games?limit=10000")).GET());
                millis[i] = (System.nanoTime() - start) / 1_000_000;
                if (r.statusCode() != 200) {
                    throw new IllegalStateException(r.statusCode() + " " + r.body());
                }
                listed = r.body().split("\"id\":", -1).length - 1;
            }
            long first = millis[0];
            long[] rest = Arrays.copyOfRange(millis, 1, millis.length);
            Arrays.sort(rest);
            System.out.printf("  %-28s %,6d games listed: first %,5d ms, then median %,4d ms, max %,4d ms%n",
                    callers[c], listed, first, rest[rest.length / 2], rest[rest.length - 1]);
        }
    }

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static HttpResponse<String> send(String base, String token, HttpRequest.Builder request) throws Exception {
        return HTTP.send(request.header("Authorization", "Bearer " + token).build(), HttpResponse.BodyHandlers.ofString());
    }
}
