package org.arbiter.service.it;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A {@link ChildService} started with the test's own class path, its address and token once it is
 * up, and the last lines it printed, for the message of a failure. All it prints is kept in
 * {@code target/child-service.log}, each child's after a line that names it, for a failure seen
 * only in CI.
 */
final class ChildProcess implements AutoCloseable {
    private static final Duration START = Duration.ofMinutes(3);
    private static final Path LOG = Path.of("target", "child-service.log");
    private final Process process;
    private final Deque<String> tail = new ArrayDeque<>();
    private final CompletableFuture<String[]> ready = new CompletableFuture<>();

    private ChildProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(this::read, "child-service-output");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the service with these Spring arguments and returns once it answers. The JVM compiles
     * with C1 only and collects with one thread, as bench/cluster.sh's instances do: a child lives a
     * minute, most of it starting, which C2's compiler threads and a parallel collector slow on two
     * cores shared with the test's own JVM.
     */
    static ChildProcess start(List<String> arguments) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Djava.io.tmpdir=target",
                "-cp", System.getProperty("java.class.path"), ChildService.class.getName()));
        command.addAll(arguments);
        try {
            ChildProcess child = new ChildProcess(new ProcessBuilder(command).redirectErrorStream(true).start());
            child.awaitReady();
            return child;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitReady() {
        try {
            ready.get(START.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new AssertionError("the child service did not start; its last lines:\n" + lastLines(), e);
        }
    }

    String base() {
        return "http://127.0.0.1:" + ready.join()[1];
    }

    String token() {
        return ready.join()[2];
    }

    /** SIGKILL: the JVM ends at once, with no shutdown hook and nothing flushed. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    synchronized String lastLines() {
        return String.join("\n", tail);
    }

    /** Stops it as an operator's Ctrl-C would (SIGTERM), and waits for it. */
    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                kill();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
        }
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
             BufferedWriter log = Files.newBufferedWriter(LOG, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                     StandardOpenOption.APPEND)) {
            log.write("==== child service, process " + process.pid() + "\n");
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith(ChildService.READY + " ")) {
                    ready.complete(line.split(" "));
                }
                remember(line);
                log.write(line + "\n");
                log.flush();
            }
        } catch (IOException e) {
            // the process was killed under the reader
        }
        ready.completeExceptionally(new IllegalStateException("the child service ended with " + exitValue()));
    }

    private String exitValue() {
        try {
            return Integer.toString(process.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "an unknown code";
        }
    }

    private synchronized void remember(String line) {
        tail.addLast(line);
        if (tail.size() > 60) {
            tail.removeFirst();
        }
    }
}
