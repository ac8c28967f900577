package org.arbiter.service.bench;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The real parts of a cluster on this machine, each a process of its own started from this JVM's
 * class path: Apache Kafka's own broker ({@code kafka.Kafka}, KRaft, one node that is broker and
 * controller, its log under {@code dir}), and service instances ({@link
 * org.arbiter.service.ArbiterService}) on the machine's PostgreSQL and that broker. Each process
 * writes its output to a file beside its data.
 */
final class ClusterParts implements AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final Path dir;
    private final String jdbcUrl;
    final int kafkaPort = freePort();
    private final int controllerPort = freePort();
    private Process broker;
    private final List<Instance> instances = new ArrayList<>();

    /** One service instance: its port and its process (null while it is down). */
    static final class Instance {
        final String name;
        final int port;
        Process process;

        Instance(String name, int port) {
            this.name = name;
            this.port = port;
        }

        String base() {
            return "http://127.0.0.1:" + port;
        }
    }

    ClusterParts(Path dir, String jdbcUrl) throws IOException {
        this.dir = dir;
        this.jdbcUrl = jdbcUrl;
        FreshStores.deleteTree(dir);
        Files.createDirectories(dir);
        // every process logs to its own file, warnings and the service's start only (not the tests' log)
        Files.writeString(logging(), "<configuration><appender name=\"out\" class=\"ch.qos.logback.core.ConsoleAppender\">"
                + "<encoder><pattern>%d{HH:mm:ss.SSS} %-5level [%thread] %logger{36} - %msg%n</pattern></encoder>"
                + "</appender><logger name=\"org.arbiter.service.ArbiterService\" level=\"INFO\"/>"
                + "<root level=\"WARN\"><appender-ref ref=\"out\"/></root></configuration>\n");
    }

    private Path logging() {
        return dir.resolve("logback.xml");
    }

    /** Formats the broker's log folder once (KRaft) and starts the broker; returns when it takes connections. */
    void startBroker(Duration patience) throws Exception {
        Path config = dir.resolve("kafka.properties");
        if (!Files.exists(config)) {
            Files.writeString(config, String.join("\n",
                    "process.roles=broker,controller", "node.id=1",
                    "controller.quorum.voters=1@127.0.0.1:" + controllerPort,
                    "listeners=PLAINTEXT://127.0.0.1:" + kafkaPort + ",CONTROLLER://127.0.0.1:" + controllerPort,
                    "advertised.listeners=PLAINTEXT://127.0.0.1:" + kafkaPort,
                    "controller.listener.names=CONTROLLER", "inter.broker.listener.name=PLAINTEXT",
                    "log.dirs=" + dir.resolve("kafka-log"), "num.partitions=6",
                    "offsets.topic.replication.factor=1", "transaction.state.log.replication.factor=1",
                    "transaction.state.log.min.isr=1", "group.initial.rebalance.delay.ms=0", ""));
            Process format = java("kafka-format", 256, "kafka.tools.StorageTool", "format", "-t",
                    UUID.randomUUID().toString().replace("-", "").substring(0, 22), "-c", config.toString());
            if (format.waitFor() != 0) {
                throw new IllegalStateException("kafka-storage format failed: see " + dir.resolve("kafka-format.log"));
            }
        }
        broker = java("kafka", 512, "kafka.Kafka", config.toString());
        awaitPort(kafkaPort, patience, broker);
    }

    /** Stops the broker as an operator would (SIGTERM, a controlled shutdown) and waits for it to end. */
    void stopBroker() throws InterruptedException {
        broker.destroy();
        broker.waitFor();
    }

    Instance addInstance(String name) {
        Instance i = new Instance(name, freePort());
        instances.add(i);
        return i;
    }

    /** Starts an instance (not waiting for it: {@link #awaitUp}). */
    void start(Instance i) throws IOException {
        i.process = java(i.name, 512, "org.arbiter.service.ArbiterService", "--logging.config=" + logging(),
                "--server.port=" + i.port,
                "--spring.profiles.active=postgres", "--spring.datasource.url=" + jdbcUrl,
                "--spring.datasource.username=postgres", "--spring.kafka.bootstrap-servers=127.0.0.1:" + kafkaPort,
                "--arbiter.data-dir=" + dir.resolve(i.name + "-data"),
                // one signing key for the one database (docs/security.md): the first event made it
                "--arbiter.signing-key=" + dir.resolve("signing-key.pem"));
    }

    /** Waits until the instance's health answers UP. */
    static void awaitUp(Instance i, Duration patience) throws Exception {
        long deadline = System.nanoTime() + patience.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!i.process.isAlive()) {
                throw new IllegalStateException(i.name + " ended while starting (exit " + i.process.exitValue() + ")");
            }
            try {
                HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(i.base() + "/actuator/health"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200 && r.body().contains("UP")) {
                    return;
                }
                last = r.statusCode() + " " + r.body();
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException(i.name + " was not up within " + patience + "; its health answered " + last);
    }

    /** SIGKILL: the instance ends at once, with nothing of it shut down. */
    static void kill(Instance i) throws InterruptedException {
        i.process.destroyForcibly();
        i.process.waitFor();
        i.process = null;
    }

    private Process java(String name, int heapMb, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heapMb + "m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                // Kafka's own logging (the service takes --logging.config, and warns of this property)
                mainClass.startsWith("kafka.") ? "-Dlogback.configurationFile=" + logging() : "-Dcluster.part=" + name,
                "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        Path log = dir.resolve(name + ".log");
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    }

    private static void awaitPort(int port, Duration patience, Process owner) throws Exception {
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline) {
            if (!owner.isAlive()) {
                throw new IllegalStateException("the broker ended while starting (exit " + owner.exitValue() + ")");
            }
            try (java.net.Socket s = new java.net.Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                Thread.sleep(300);
            }
        }
        throw new IllegalStateException("nothing listens on " + port + " after " + patience);
    }

    static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every process ended, the surviving instances first. */
    @Override
    public void close() throws InterruptedException {
        for (Instance i : instances) {
            if (i.process != null) {
                i.process.destroyForcibly();
                i.process.waitFor();
            }
        }
        if (broker != null) {
            broker.destroyForcibly();
            broker.waitFor();
        }
    }
}
