package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The service in a JVM of its own, killed with SIGKILL while several games post one act a
 * request, then started again on the same data: every act it had answered 200 is there, under the
 * number it was answered with. H2's default write delay lost the acts of the last half second.
 */
@Tag("durability")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class KilledServiceSuite extends InChildService {
    private static final int GAMES = 12;
    /** The service is killed once it has answered this many acts, the writers still posting. */
    private static final int ANSWERED_BEFORE_THE_KILL = 200;
    private static final long AT_MOST_MILLIS = 120_000;

    /** Makes the database the child service uses empty. */
    abstract void recreateDatabase();

    /** The service's arguments that point it at that database. */
    abstract List<String> databaseArguments();

    /** The child service's data folder, one for each database, so that two databases' suites may run at once. */
    abstract Path data();

    @AfterAll
    void stopTheChild() {
        if (child != null) {
            child.close();
        }
    }

    @Test
    void everyActAnsweredBeforeAKill9IsThereAfterTheRestart() throws Exception {
        RestartSuite.deleteRecursively(data());
        recreateDatabase();
        child = start();
        List<String> games = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            games.add(open("{\"header\":{\"event\":\"killed\"}}"));
        }

        Map<String, List<Acknowledged>> acknowledged = postUntilKilled(games);

        child = start();
        int total = 0;
        for (String game : games) {
            List<Acknowledged> acts = acknowledged.get(game);
            total += acts.size();
            Acknowledged.assertStillRecorded(this, game, acts);
        }
        assertThat(total).as("acts answered before the kill").isGreaterThanOrEqualTo(ANSWERED_BEFORE_THE_KILL);
    }

    /** One writer a game, each posting one act a request, until the service is killed under them. */
    private Map<String, List<Acknowledged>> postUntilKilled(List<String> games) throws InterruptedException {
        Map<String, List<Acknowledged>> acknowledged = new ConcurrentHashMap<>();
        AtomicBoolean killed = new AtomicBoolean();
        ExecutorService writers = Executors.newFixedThreadPool(games.size());
        for (String game : games) {
            List<Acknowledged> mine = new CopyOnWriteArrayList<>();
            acknowledged.put(game, mine);
            writers.submit(() -> postActs(game, killed, (id, r) -> {
                if (r.statusCode() == 200) {
                    mine.add(Acknowledged.of(id, r));
                }
            }));
        }
        long deadline = System.currentTimeMillis() + AT_MOST_MILLIS;
        while (acknowledged.values().stream().mapToInt(List::size).sum() < ANSWERED_BEFORE_THE_KILL
                && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        child.kill();
        killed.set(true);
        writers.shutdown();
        assertThat(writers.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        return acknowledged;
    }

    private ChildProcess start() {
        List<String> args = new ArrayList<>(databaseArguments());
        args.addAll(List.of("--server.port=0", "--arbiter.data-dir=" + data(), "--arbiter.kafka.port=0"));
        return ChildProcess.start(args);
    }
}
