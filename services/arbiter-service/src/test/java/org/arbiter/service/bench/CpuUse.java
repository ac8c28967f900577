package org.arbiter.service.bench;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/** Where the benchmark's CPU goes: this JVM, its threads (the JIT's and GC's too), PostgreSQL. */
final class CpuUse {
    private CpuUse() {
    }

    /**
     * Waits until the JIT compilers have worked through their queue. Under load, the one C2
     * thread gets a small share of the two cores, and methods queued during start-up and warm-up
     * are still being compiled long after; a measurement taken then counts that work against the
     * service.
     */
    static void awaitQuietCompiler() throws InterruptedException {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long start = System.nanoTime();
        long last = jit.getTotalCompilationTime();
        while (System.nanoTime() - start < 180_000_000_000L) {
            Thread.sleep(2000);
            long now = jit.getTotalCompilationTime();
            if (now - last < 100) {
                break;
            }
            last = now;
        }
        System.out.printf("JIT quiet after %.0f s idle (compilation so far: %.0f s)%n", (System.nanoTime() - start) / 1e9,
                jit.getTotalCompilationTime() / 1e3);
    }

    /**
     * Waits until the machine's cores are at least 90% idle over a second (at most two minutes).
     * After a run, the database, the projections and the JIT go on working for a while; a single
     * game's rebuild timed then measures them as much as the rebuild.
     */
    static void awaitIdleMachine() throws InterruptedException {
        long start = System.nanoTime();
        long[] before = cpuTicks();
        while (before.length == 2 && System.nanoTime() - start < 120_000_000_000L) {
            Thread.sleep(1000);
            long[] now = cpuTicks();
            double idle = (double) (now[1] - before[1]) / Math.max(1, now[0] - before[0]);
            if (idle >= 0.9) {
                break;
            }
            before = now;
        }
        System.out.printf("machine idle after %.0f s%n", (System.nanoTime() - start) / 1e9);
    }

    /** All CPU ticks of the machine and its idle ones (idle and waiting for I/O), from /proc/stat; empty where it cannot tell. */
    private static long[] cpuTicks() {
        try {
            String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < f.length; i++) {
                total += Long.parseLong(f[i]);
            }
            return new long[] {total, Long.parseLong(f[4]) + Long.parseLong(f[5])};
        } catch (IOException | RuntimeException e) {
            return new long[0];
        }
    }

    /** CPU time of every PostgreSQL process on this machine, in ms; -1 where /proc cannot tell. */
    static long postgresCpuMillis() {
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            long ticks = 0;
            for (Path p : (Iterable<Path>) procs::iterator) {
                if (!p.getFileName().toString().chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    int close = stat.lastIndexOf(')');
                    if (!stat.substring(stat.indexOf('(') + 1, close).startsWith("postgres")) {
                        continue;
                    }
                    String[] f = stat.substring(close + 2).split(" ");
                    ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                } catch (IOException | RuntimeException gone) {
                    // the process ended while being read
                }
            }
            return ticks * 10; // USER_HZ is 100 on Linux
        } catch (IOException e) {
            return -1;
        }
    }

    static String loadAverage() {
        return String.format("%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** A thread of this JVM as /proc last read it: its kernel name and its CPU time so far, in ms. */
    record ThreadTime(String name, long cpuMillis) {
    }

    /**
     * CPU time of each of this JVM's threads, by thread id, the JIT compilers' and the garbage
     * collector's included; empty where /proc cannot tell.
     */
    static Map<Integer, ThreadTime> threadTimes() {
        Map<Integer, ThreadTime> out = new HashMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    int close = stat.lastIndexOf(')');
                    String name = stat.substring(stat.indexOf('(') + 1, close);
                    String[] f = stat.substring(close + 2).split(" ");
                    out.put(Integer.parseInt(task.getFileName().toString()),
                            new ThreadTime(name, (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10));
                } catch (IOException | RuntimeException gone) {
                    // the thread ended while being read
                }
            }
        } catch (IOException e) {
            return Map.of();
        }
        return out;
    }

    /**
     * CPU time used since {@code before} by the threads alive now, in ms, grouped by the name the
     * kernel knows them by (15 characters, numbers taken out). Thread by thread, because the JVM
     * starts and stops compiler threads as its queue grows and shrinks: a sum by name taken twice
     * would count a stopped thread's whole life against the group. A thread that ended in between
     * is not counted.
     */
    static Map<String, Long> cpuMillisByGroupSince(Map<Integer, ThreadTime> before) {
        Map<String, Long> out = new HashMap<>();
        threadTimes().forEach((id, now) -> {
            ThreadTime then = before.get(id);
            long used = then != null && then.name().equals(now.name()) ? now.cpuMillis() - then.cpuMillis() : now.cpuMillis();
            out.merge(now.name().replaceAll("[0-9]+", "#"), used, Long::sum);
        });
        return out;
    }

    /**
     * The bytes of heap all of this JVM's threads have allocated since it started. Looked up by
     * name: {@code getTotalThreadAllocatedBytes} came in a JDK 17 update, so a build for Java 17
     * on a later JDK (which compiles against 17's first API) does not know it. Where it is missing,
     * the live threads' allocations are summed, which leaves out threads that have ended.
     */
    static long allocatedBytes() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try {
            return (long) com.sun.management.ThreadMXBean.class.getMethod("getTotalThreadAllocatedBytes").invoke(threads);
        } catch (ReflectiveOperationException missing) {
            long sum = 0;
            for (long bytes : threads.getThreadAllocatedBytes(threads.getAllThreadIds())) {
                sum += Math.max(0, bytes);
            }
            return sum;
        }
    }

    static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
