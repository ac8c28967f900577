package org.arbiter.service.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * What else happened during a measured run, on the wall clock, so that a stall in the latencies can
 * be set beside it: the garbage collector's pauses, the times this JVM did not wake a sleeping
 * thread on time (a safepoint, or the cores busy with other work), the kernel's writing back of
 * dirty pages to disk, and, when asked, what
 * PostgreSQL's background processes and the benchmark database's sessions were waiting for.
 */
final class Disturbances implements AutoCloseable {
    /** What a mark is of: each is counted on its own in a run's summary. */
    enum Kind { GC_PAUSE, LATE_WAKE_UP, WRITE_BACK, POSTGRES }

    /** Something that took from {@code start} to {@code end}, in epoch milliseconds. */
    record Mark(Kind kind, long start, long end, String what) {
    }

    private static final long HICCUP_MILLIS = 20;

    private final ConcurrentLinkedQueue<Mark> marks = new ConcurrentLinkedQueue<>();
    private final List<Runnable> undo = new ArrayList<>();
    private volatile boolean running = true;

    Disturbances(String postgres) {
        watchCollector();
        start("bench-hiccups", this::watchHiccups);
        start("bench-writeback", this::watchWriteback);
        if (postgres != null) {
            start("bench-postgres", () -> watchPostgres(postgres));
        }
    }

    private void start(String name, Runnable body) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        t.start();
        undo.add(() -> {
            try {
                t.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    private void watchCollector() {
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        NotificationListener listener = (n, handback) -> {
            if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
                return;
            }
            var info = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
            // G1's concurrent cycle ("G1 Concurrent GC") and ZGC's ("ZGC Cycles") run beside the
            // application; only the pauses stop it, and ZGC reports those apart ("ZGC Pauses")
            if (info.getGcName().contains("Concurrent") || info.getGcName().endsWith("Cycles")) {
                return;
            }
            long start = jvmStart + info.getGcInfo().getStartTime();
            marks.add(new Mark(Kind.GC_PAUSE, start, start + info.getGcInfo().getDuration(),
                    "GC " + info.getGcAction().replace("end of ", "") + " (" + info.getGcCause() + ")"));
        };
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            NotificationEmitter emitter = (NotificationEmitter) gc;
            emitter.addNotificationListener(listener, null, null);
            undo.add(() -> {
                try {
                    emitter.removeNotificationListener(listener);
                } catch (javax.management.ListenerNotFoundException gone) {
                    // never added
                }
            });
        }
    }

    /** A thread that sleeps a millisecond at a time and notes each time it woke late. */
    private void watchHiccups() {
        while (running) {
            long before = System.nanoTime();
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                return;
            }
            long late = (System.nanoTime() - before) / 1_000_000 - 1;
            if (late >= HICCUP_MILLIS) {
                long now = System.currentTimeMillis();
                marks.add(new Mark(Kind.LATE_WAKE_UP, now - late, now, "a sleeping thread woke late"));
            }
        }
    }

    /**
     * Samples the kernel's count of pages being written back to disk (/proc/meminfo) every 20 ms,
     * and notes each stretch with more than a megabyte under way, with the most seen: a
     * PostgreSQL commit waits for its log to reach the disk, and that waits behind whatever else
     * the kernel is writing (the broker's log, PostgreSQL's data files).
     */
    private void watchWriteback() {
        long since = 0;
        long most = 0;
        while (running) {
            long now = System.currentTimeMillis();
            long kb = writebackKb();
            if (kb > 1024) {
                since = since == 0 ? now : since;
                most = Math.max(most, kb);
            } else if (since != 0) {
                marks.add(new Mark(Kind.WRITE_BACK, since, now, "the kernel writing back dirty pages, up to " + (most >> 10) + " MB at once"));
                since = 0;
                most = 0;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static long writebackKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("Writeback:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }

    /**
     * Samples pg_stat_activity every 50 ms: autovacuum workers, the checkpointer when it writes or
     * syncs, and sessions of the benchmark database waiting on a lock or on I/O. Consecutive samples
     * of the same thing become one mark, from the first sample to the last.
     */
    private void watchPostgres(String url) {
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        // what was seen, with the first and the last sample that saw it
        Map<String, long[]> open = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection(url, props); Statement s = c.createStatement()) {
            while (running) {
                long now = System.currentTimeMillis();
                List<String> seen = new ArrayList<>();
                try (ResultSet r = s.executeQuery("select backend_type, wait_event_type, wait_event, left(query, 60) "
                        + "from pg_stat_activity where pid <> pg_backend_pid() and ("
                        + "backend_type = 'autovacuum worker' "
                        + "or (backend_type in ('checkpointer', 'walwriter') and wait_event not in ('CheckpointerMain', 'WalWriterMain')) "
                        + "or (datname = 'arbiter_bench' and state = 'active' and wait_event_type in ('Lock', 'LWLock', 'IO')))")) {
                    while (r.next()) {
                        String type = r.getString(1);
                        seen.add(type.equals("autovacuum worker") ? "autovacuum: " + r.getString(4)
                                : type + " waiting on " + r.getString(2) + "/" + r.getString(3));
                    }
                }
                for (var it = open.entrySet().iterator(); it.hasNext(); ) {
                    var e = it.next();
                    if (!seen.contains(e.getKey())) {
                        marks.add(sampled(e.getKey(), e.getValue()));
                        it.remove();
                    }
                }
                seen.forEach(what -> open.computeIfAbsent(what, k -> new long[] {now, now})[1] = now);
                Thread.sleep(50);
            }
            open.forEach((what, times) -> marks.add(sampled(what, times)));
        } catch (SQLException e) {
            System.out.println("  (PostgreSQL not watched: " + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** From the first sample that saw it to the last: it lasted at least that, and up to 100 ms more. */
    private static Mark sampled(String what, long[] times) {
        return new Mark(Kind.POSTGRES, times[0], times[1], "PostgreSQL " + what + (times[0] == times[1] ? " (in one sample)" : ""));
    }

    /** The collector's pauses, the late wake-ups and the write-backs from {@code from} to {@code to} (epoch ms). */
    void printSummary(long from, long to) {
        System.out.printf("  GC pauses: %s; late wake-ups of a sleeping thread (20 ms or more): %s; the kernel writing back"
                + " over 1 MB: %s%n", summary(Kind.GC_PAUSE, from, to), summary(Kind.LATE_WAKE_UP, from, to),
                summary(Kind.WRITE_BACK, from, to));
    }

    /**
     * Each stall (events that took over 100 ms to reach Kafka), with what the timeline saw from the
     * first one's acceptance to the last one's delivery; times in seconds from {@code start}.
     */
    void printStalls(List<Collector.Stall> stalls, long start) {
        System.out.printf("  stalls over 100 ms to Kafka: %d%n", stalls.size());
        for (Collector.Stall stall : stalls.subList(0, Math.min(12, stalls.size()))) {
            System.out.printf("    +%.2f s: %,d events, the worst %d ms, delivered by +%.2f s%n",
                    (stall.firstAccepted() - start) / 1e3, stall.events(), stall.worst(), (stall.lastDelivered() - start) / 1e3);
            for (Mark mark : between(stall.firstAccepted(), stall.lastDelivered())) {
                String when = mark.start() < start ? "from before the run" : String.format("+%.2f s", (mark.start() - start) / 1e3);
                System.out.printf("      %s for %d ms: %s%n", when, mark.end() - mark.start(), mark.what());
            }
        }
    }

    /** The count, mean and longest of the marks of {@code kind} that start within {@code from..to} (epoch ms). */
    private String summary(Kind kind, long from, long to) {
        var times = marks.stream().filter(m -> m.kind() == kind && m.start() >= from && m.start() <= to)
                .mapToLong(m -> m.end() - m.start()).summaryStatistics();
        return times.getCount() == 0 ? "none" : String.format("%d, mean %.0f ms, longest %d ms", times.getCount(),
                times.getAverage(), times.getMax());
    }

    /** The marks that overlap {@code from..to} (epoch ms). */
    private List<Mark> between(long from, long to) {
        return marks.stream().filter(m -> m.end() >= from && m.start() <= to).sorted((a, b) -> Long.compare(a.start(), b.start()))
                .toList();
    }

    @Override
    public void close() {
        running = false;
        undo.forEach(Runnable::run);
    }
}
