package org.arbiter.service.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.board.BoardSimulator;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtMessage;
import org.arbiter.chess.Move;
import org.arbiter.chess.Perft;
import org.arbiter.chess.Position;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.arbiter.service.ArbiterService;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Boards in, end to end: {@code boards} simulated DGT boards, each bound to its own game, report
 * one move each at the same moment over HTTP ({@code POST /api/boards/{board}/dgt}, a capture
 * fragment: the move's reads up to the clock press, then a quiet moment that makes its acts
 * final), {@code moves} times. Latency is from a report's sending to an SSE client on
 * {@code /api/stream} reading the {@code ActionRecorded} of the last act the report made final:
 * reading the bytes, board-ingest, the law engine, the event store, SSE. The service runs as
 * {@code ./arbiter serve} runs it (H2 file, in-process Kafka).
 *
 * <p>Run: see docs/benchmarks.md, "Boards in". Settings: boards (500), moves (10), pauseMs between
 * rounds (1000), warmupGames (whole throwaway games first, 2), warmupRounds (unmeasured, 0), spreadMs (0: every board reports at the same moment;
 * else each at a random moment of that many ms), warmupSpreadMs (as spreadMs), pg (a PostgreSQL
 * server's JDBC address instead of the H2 file).
 */
public final class BoardsBenchmark {
    private static final List<String> GAME = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6",
            "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6");
    private static final Pattern STATUS = Pattern.compile("\"read\":(\\d+),.*\"refused\":(\\d+),\"waiting\":(\\d+)");
    private static final Pattern KEY = Pattern.compile("\"idempotencyKey\":\"board:([a-z0-9]+-\\d+)@\\d+#(\\d+)\"");

    /** How long each report took to be answered, for setting beside the latency to SSE. */
    private static final List<Double> ANSWERED = Collections.synchronizedList(new ArrayList<>());

    private BoardsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int boards = Integer.getInteger("boards", 500);
        int warmup = Integer.getInteger("warmupRounds", 0);
        int moves = Math.min(GAME.size() - warmup, Integer.getInteger("moves", 10));
        long pause = Long.getLong("pauseMs", 1000);
        long spread = Long.getLong("spreadMs", 0);
        long warmupSpread = Long.getLong("warmupSpreadMs", spread);
        int warmupGames = Integer.getInteger("warmupGames", 2);
        FreshStores.deleteTree(Path.of("target/boards-bench-data"));
        List<String> service = new ArrayList<>(List.of("--server.port=0", "--arbiter.data-dir=./target/boards-bench-data",
                "--arbiter.kafka.port=0", "--logging.level.root=WARN", "--spring.main.banner-mode=off"));
        String pg = System.getProperty("pg");
        if (pg != null) {
            // -Dpg=jdbc:postgresql://127.0.0.1:5432/ : the production store instead of serve's H2 file
            FreshStores.recreateDatabase(pg, "arbiter_boards_bench");
            service.addAll(List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + pg + "arbiter_boards_bench",
                    "--spring.datasource.username=postgres"));
        }
        ConfigurableApplicationContext context = ArbiterService.start(service.toArray(String[]::new));
        try {
            String base = "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
            // The boards report, and the SSE client reads, as the test arbiter (appointed to every tournament).
            PlainHttp.authorization = "Bearer " + TestUsers.token(context.getBean(Users.class), Role.ARBITER);
            System.out.printf("service %s on %s, %d boards, %d cores, Java %s, load average %s%n", base,
                    pg == null ? "H2" : "PostgreSQL", boards,
                    Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), CpuUse.loadAverage());
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            List<List<byte[]>> reports = boards(http, base, "bench", boards);
            Map<String, Long> seen = new ConcurrentHashMap<>();
            CountDownLatch connected = new CountDownLatch(1);
            PlainHttp sse = new PlainHttp(URI.create(base));
            Thread reader = new Thread(() -> {
                try {
                    sse.stream("/api/stream", connected::countDown, line -> {
                        Matcher m = line.startsWith("data:") ? KEY.matcher(line) : null;
                        if (m != null && m.find()) {
                            seen.put(m.group(1) + "#" + m.group(2), System.nanoTime());
                        }
                    });
                } catch (java.io.IOException e) {
                    System.out.println("SSE ended: " + e.getMessage());
                }
            }, "sse");
            reader.setDaemon(true);
            reader.start();
            connected.await(30, TimeUnit.SECONDS);

            // The JIT compiles the service's paths over a few thousand reports; whole throwaway games,
            // each board's moves sent all at once, get that done before the measured boards start.
            for (int g = 0; g < warmupGames; g++) {
                List<List<byte[]>> throwaway = boards(http, base, "warm" + g, boards);
                for (int round = 0; round < throwaway.get(0).size(); round++) {
                    round(http, base, "warm" + g, throwaway, round, 0, seen, new ArrayList<>());
                }
                System.out.printf("warm-up game %d of %d played on %d boards; load average %s%n", g + 1, warmupGames, boards,
                        CpuUse.loadAverage());
            }
            CpuUse.awaitQuietCompiler();
            List<Double> latencies = Collections.synchronizedList(new ArrayList<>());
            long cpuBefore = 0;
            Map<Integer, CpuUse.ThreadTime> threadsBefore = Map.of();
            long classesBefore = 0;
            long jitBefore = 0;
            for (int round = 0; round < warmup + moves; round++) {
                if (round == warmup) {
                    ANSWERED.clear();
                    cpuBefore = CpuUse.processCpuNanos();
                    threadsBefore = CpuUse.threadTimes();
                    classesBefore = java.lang.management.ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
                    jitBefore = java.lang.management.ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
                }
                List<Double> sample = round < warmup ? new ArrayList<>() : latencies;
                round(http, base, "bench", reports, round, round < warmup ? warmupSpread : spread, seen, sample);
                Thread.sleep(pause);
            }
            double cpuPerReport = (CpuUse.processCpuNanos() - cpuBefore) / 1e6 / Math.max(1, ANSWERED.size());
            System.out.printf("classes loaded during the measured rounds: %d; JIT compilation time: %.1f s%n",
                    java.lang.management.ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount() - classesBefore,
                    (java.lang.management.ManagementFactory.getCompilationMXBean().getTotalCompilationTime() - jitBefore) / 1e3);
            int reportsMeasured = Math.max(1, ANSWERED.size());
            StringBuilder byGroup = new StringBuilder();
            CpuUse.cpuMillisByGroupSince(threadsBefore).entrySet().stream()
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(12)
                    .forEach(e -> byGroup.append(String.format("%s %.1f, ", e.getKey(), (double) e.getValue() / reportsMeasured)));
            List<Double> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            System.out.printf("%d reports (%d rounds of %d boards, %s): report to SSE event p50 %.1f ms, p90 %.1f ms,"
                    + " p99 %.1f ms, max %.1f ms; load average %s%n", sorted.size(), moves, boards,
                    spread == 0 ? "all at once" : "each board once at a random moment of every " + spread + " ms",
                    pct(sorted, 50), pct(sorted, 90), pct(sorted, 99), sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1),
                    CpuUse.loadAverage());
            System.out.printf("CPU of the process (service and the boards' client) per report: %.1f ms; by thread, ms"
                    + " per report: %s%n", cpuPerReport, byGroup);
            List<Double> answered = new ArrayList<>(ANSWERED);
            Collections.sort(answered);
            System.out.printf("the reports' answers (recorded, before SSE): p50 %.1f ms, p99 %.1f ms%n", pct(answered, 50),
                    pct(answered, 99));
            long start = System.nanoTime();
            long nodes = Perft.count(Position.initial(), 6);
            System.out.printf("machine speed: perft 6 from the start position, %.1f M nodes/s%n",
                    nodes / ((System.nanoTime() - start) / 1e9) / 1e6);
            sse.close();
        } finally {
            context.close();
        }
    }

    /** {@code count} games opened, each with a board named {@code prefix-N} bound to it; each board's reports. */
    private static List<List<byte[]>> boards(HttpClient http, String base, String prefix, int count) throws Exception {
        List<List<byte[]>> reports = new ArrayList<>();
        for (int b = 0; b < count; b++) {
            post(http, base + "/api/games?id=" + prefix + "-game-" + b, "application/json",
                    "{\"header\":{\"code\":\"fide-2023\",\"event\":\"Bench\",\"round\":\"" + prefix + "\",\"board\":" + (b + 1)
                            + ",\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT30S\"}}}");
            put(http, base + "/api/boards/" + prefix + "-" + b, "{\"gameId\":\"" + prefix + "-game-" + b + "\"}");
            reports.add(perMove(b));
        }
        return reports;
    }

    /**
     * Every board sends its report of move {@code round}: all at once ({@code spread} 0), or each at a
     * random moment of the next {@code spread} ms; each report's latency is added when its event is read.
     */
    private static void round(HttpClient http, String base, String prefix, List<List<byte[]>> reports, int round,
                              long spread, Map<String, Long> seen, List<Double> latencies) throws Exception {
        List<CompletableFuture<Void>> answers = new ArrayList<>();
        Map<String, long[]> waiting = new ConcurrentHashMap<>();
        long[] moments = new long[reports.size()];
        java.util.Random random = new java.util.Random(round);
        for (int b = 0; b < moments.length; b++) {
            moments[b] = spread == 0 ? 0 : (long) (random.nextDouble() * spread);
        }
        Integer[] order = new Integer[moments.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (x, y) -> Long.compare(moments[x], moments[y]));
        long start = System.nanoTime();
        for (int b : order) {
            long due = start + TimeUnit.MILLISECONDS.toNanos(moments[b]);
            while (System.nanoTime() < due) {
                Thread.sleep(Math.max(0, Math.min(5, TimeUnit.NANOSECONDS.toMillis(due - System.nanoTime()))));
            }
            String board = prefix + "-" + b;
            HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/boards/" + board + "/dgt"))
                    .header("Content-Type", "application/octet-stream")
                    .header("Authorization", PlainHttp.authorization)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(reports.get(b).get(round))).build();
            long sent = System.nanoTime();
            answers.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenAccept(r -> {
                Matcher m = STATUS.matcher(r.body());
                if (r.statusCode() != 200 || !m.find()) {
                    System.out.println(board + ": " + r.statusCode() + " " + r.body());
                    return;
                }
                ANSWERED.add((System.nanoTime() - sent) / 1e6);
                int read = Integer.parseInt(m.group(1));
                if (Integer.parseInt(m.group(2)) > 0 || Integer.parseInt(m.group(3)) > 0) {
                    System.out.println(board + ": acts refused or waiting: " + r.body());
                } else if (read > 0) {
                    waiting.put(board + "#" + (read - 1), new long[] {sent});
                }
            }));
        }
        CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!seen.keySet().containsAll(waiting.keySet()) && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        waiting.forEach((key, sent) -> {
            Long read = seen.get(key);
            if (read != null) {
                latencies.add((read - sent[0]) / 1e6);
            }
        });
        int missing = (int) waiting.keySet().stream().filter(k -> !seen.containsKey(k)).count();
        if (missing > 0) {
            System.out.printf("round %d: %d reports' events not read within 30 s%n", round, missing);

        }
    }

    /** A board's recording cut at each clock press, each piece with an empty read 400 ms after the press. */
    private static List<byte[]> perMove(int seed) {
        List<Move> moves = new ArrayList<>();
        GAME.forEach(m -> moves.add(Move.fromUci(m)));
        // Castling begun with the Rook is an illegal move under FIDE 4.4.2 that the arbiter corrects on
        // the board; the simulator plays the source game on regardless, so the two would part.
        byte[] capture = new BoardSimulator(0.1, seed, EnumSet.complementOf(EnumSet.of(BoardSimulator.Noise.MISSED_UPDATE,
                BoardSimulator.Noise.CASTLING_ROOK_FIRST))).record(Position.initial(), moves, "*").capture();
        List<DgtCapture.Read> reads = DgtCapture.reads(capture).reads();
        List<DgtMessage> clocks = DgtCapture.decode(capture).messages().stream()
                .filter(m -> m instanceof DgtMessage.ClockUpdate).toList();
        List<byte[]> out = new ArrayList<>();
        int next = 0;
        for (int k = 1; k < clocks.size(); k++) {
            long press = clocks.get(k).at();
            DgtCapture fragment = new DgtCapture();
            while (next < reads.size() && reads.get(next).at() <= press) {
                DgtCapture.Read r = reads.get(next++);
                fragment.read(r.at(), Arrays.copyOfRange(capture, r.offset(), r.offset() + r.length()));
            }
            out.add(fragment.read(press + 400, new byte[0]).bytes());
        }
        return out;
    }

    private static String post(HttpClient http, String url, String type, String body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", type)
                .header("Authorization", PlainHttp.authorization).POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() / 100 != 2) {
            throw new IllegalStateException(url + ": " + r.statusCode() + " " + r.body());
        }
        return r.body();
    }

    private static void put(HttpClient http, String url, String body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .header("Authorization", PlainHttp.authorization).PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IllegalStateException(url + ": " + r.statusCode() + " " + r.body());
        }
    }

    private static double pct(List<Double> sorted, int p) {
        return sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
