package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.arbiter.service.storage.SmallDisk;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code ./arbiter serve}'s embedded default (H2 file) in a JVM of its own, its data folder on a
 * small disk that something else fills while six games post one act a request; the service is
 * killed with SIGKILL while the disk is full, the disk is given room, and the service is started
 * again: every act it answered 200, before the disk filled or while it was full, is there under
 * the number it was answered with. Before the service kept room on the disk, H2 answered commits
 * it then lost when it closed itself and was opened again on the full disk (issue 45, item 3).
 * Needs a tmpfs, mounted as root ({@link SmallDisk}); skipped where there is none.
 */
@Tag("full-disk")
class KilledOnAFullDiskTest extends InChildService {
    private static final int GAMES = 6;
    /** The disk is filled once the service has answered this many acts. */
    private static final int ANSWERED_BEFORE_THE_DISK_FILLS = 120;
    private static final long FULL_MILLIS = 20_000;
    private static final long AT_MOST_MILLIS = 120_000;

    @Test
    void everyActAnsweredBeforeOrWhileTheDiskWasFullIsThereAfterAKill9AndARestart() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(Path.of("target/small-disk-killed"), 96)) {
            Path data = disk.dir().resolve("data");
            child = start(data);
            try {
                List<String> games = new ArrayList<>();
                for (int g = 0; g < GAMES; g++) {
                    games.add(open("{\"header\":{\"event\":\"killed-on-a-full-disk\"}}"));
                }
                Map<String, List<Acknowledged>> acknowledged = new ConcurrentHashMap<>();
                AtomicInteger answeredWhileFull = new AtomicInteger();
                AtomicReference<HttpResponse<String>> refusal = new AtomicReference<>();
                AtomicBoolean full = new AtomicBoolean();
                AtomicBoolean killed = new AtomicBoolean();
                ExecutorService writers = Executors.newFixedThreadPool(GAMES);
                for (String game : games) {
                    List<Acknowledged> mine = new CopyOnWriteArrayList<>();
                    acknowledged.put(game, mine);
                    writers.submit(() -> postActs(game, killed, (id, r) -> {
                        if (r.statusCode() == 200) {
                            mine.add(Acknowledged.of(id, r));
                            if (full.get()) {
                                answeredWhileFull.incrementAndGet();
                            }
                        } else if (full.get() && r.statusCode() == 503) {
                            refusal.compareAndSet(null, r);
                        }
                    }));
                }
                long deadline = System.currentTimeMillis() + AT_MOST_MILLIS;
                while (acknowledged.values().stream().mapToInt(List::size).sum() < ANSWERED_BEFORE_THE_DISK_FILLS
                        && System.currentTimeMillis() < deadline) {
                    Thread.sleep(20);
                }
                disk.fillLeaving(0);
                full.set(true);
                Thread.sleep(FULL_MILLIS);
                child.kill();
                killed.set(true);
                writers.shutdown();
                assertThat(writers.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
                disk.free();

                child = start(data);
                int total = 0;
                for (String game : games) {
                    total += acknowledged.get(game).size();
                    Acknowledged.assertStillRecorded(this, game, acknowledged.get(game));
                }
                System.out.printf("%s: %d acts answered 200, %d of them while the disk was full; all there after the kill%n",
                        getClass().getSimpleName(), total, answeredWhileFull.get());
                assertThat(total).as("acts answered before the disk filled").isGreaterThanOrEqualTo(ANSWERED_BEFORE_THE_DISK_FILLS);
                assertThat(refusal.get()).as("an act refused while the disk was full").isNotNull();
                assertThat(object(refusal.get().body())).containsEntry("error", "storage-unavailable");
            } finally {
                child.close();
            }
        }
    }

    private static ChildProcess start(Path data) {
        return ChildProcess.start(List.of("--server.port=0", "--arbiter.data-dir=" + data, "--arbiter.kafka.port=0"));
    }
}
