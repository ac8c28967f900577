package org.arbiter.service.kafka;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntSupplier;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.MetadataVersion;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A single-node Kafka (KRaft, broker and controller in one process) for a machine with no Kafka.
 * Its log directory is formatted once; later starts reuse it, so topics, events and consumer
 * offsets survive a restart.
 *
 * <p>Kafka ends the whole JVM when its log directory fails (a full disk): here that ends only the
 * broker ({@link BrokerExit}), {@link #failure()} says why, and the broker is started again on the
 * same port once its disk has room.
 */
final class InProcessKafka implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(InProcessKafka.class);
    /** The log cleaner's table of keys (Kafka's {@code log.cleaner.dedupe.buffer.size}, 128 MB by default). */
    static final long CLEANER_BUFFER_BYTES = 16L << 20;
    static final int ATTEMPTS = 5;
    private final java.util.List<Runnable> restartListeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** The free space a failed broker waits for before it starts again: room to recover its log and go on. */
    static final long ROOM_TO_RESTART = 8L << 20;
    private static final Duration WATCH = Duration.ofSeconds(2);

    private final Path dir;
    private final Settings settings;
    private final int brokerPort;
    private final AtomicReference<String> failure = new AtomicReference<>();
    private final ScheduledExecutorService watcher;
    private volatile KafkaRaftServer server;

    /** What every start of the broker is given: its log, how often it flushes it, its user, where it finds free ports. */
    private record Settings(String logDir, long flushMillis, BrokerCredentials credentials, IntSupplier freePorts) {
    }

    private InProcessKafka(Path dir, Settings settings, int brokerPort, KafkaRaftServer server) {
        this.dir = dir;
        this.settings = settings;
        this.brokerPort = brokerPort;
        this.server = server;
        this.watcher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "in-process-kafka-watcher");
            t.setDaemon(true);
            return t;
        });
        watcher.scheduleWithFixedDelay(this::restartWhenThereIsRoom, WATCH.toMillis(), WATCH.toMillis(), TimeUnit.MILLISECONDS);
        BrokerExit.register(this);
    }

    /**
     * Starts a broker with its data in {@code dir}, listening on {@code port} (0, or a port in use,
     * picks a free one). With {@code flushMillis} above 0 the broker writes its log to disk that
     * often; with 0 it leaves that to the operating system, as Kafka does by default.
     */
    static InProcessKafka start(Path dir, int port, long flushMillis, BrokerCredentials credentials) {
        return start(dir, port, flushMillis, credentials, InProcessKafka::freePort);
    }

    /**
     * As above, with the free ports taken from {@code freePorts}. A port found free can be taken by
     * another program before the broker binds it; the broker then starts again on other free ports,
     * up to {@value #ATTEMPTS} times.
     */
    static InProcessKafka start(Path dir, int port, long flushMillis, BrokerCredentials credentials, IntSupplier freePorts) {
        String logDir = dir.toAbsolutePath().toString();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the in-process Kafka in " + dir, e);
        }
        int brokerPort = port > 0 && free(port) ? port : freePorts.getAsInt();
        if (port > 0 && brokerPort != port) {
            LOG.warn("port {} is in use; the in-process Kafka listens on {}", port, brokerPort);
        }
        if (!Files.exists(dir.resolve("meta.properties"))) {
            format(logDir);
        }
        Settings settings = new Settings(logDir, flushMillis, credentials, freePorts);
        int[] bound = {brokerPort};
        KafkaRaftServer server = launch(settings, bound);
        return new InProcessKafka(dir, settings, bound[0], server);
    }

    /** Starts a broker on {@code port[0]}, or on other free ports if it is taken meanwhile (then in {@code port[0]}). */
    private static KafkaRaftServer launch(Settings settings, int[] port) {
        int brokerPort = port[0];
        BrokerExit.install();
        for (int attempt = 1; ; attempt++) {
            int controllerPort = settings.freePorts().getAsInt();
            KafkaRaftServer server = new KafkaRaftServer(config(settings, brokerPort, controllerPort), Time.SYSTEM);
            try {
                server.startup();
                LOG.info("in-process Kafka (KRaft) on 127.0.0.1:{} with data in {}", brokerPort, settings.logDir());
                port[0] = brokerPort;
                return server;
            } catch (RuntimeException e) {
                stopQuietly(server);
                if (attempt == ATTEMPTS || !portTaken(e)) {
                    throw e;
                }
                LOG.warn("port {} or {} was taken before the in-process Kafka could bind it; starting it on other free ports",
                        brokerPort, controllerPort);
                brokerPort = settings.freePorts().getAsInt();
            }
        }
    }

    private static KafkaConfig config(Settings settings, int brokerPort, int controllerPort) {
        Properties props = new Properties();
        props.put("process.roles", "broker,controller");
        props.put("node.id", "1");
        props.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        props.put("listeners", "BROKER://127.0.0.1:" + brokerPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
        props.put("advertised.listeners", "BROKER://127.0.0.1:" + brokerPort);
        props.put("controller.listener.names", "CONTROLLER");
        props.put("inter.broker.listener.name", "BROKER");
        // Both listeners take SASL/PLAIN with the one user of BrokerCredentials: a client on this
        // machine without them reads no topic (arbiter.actions carries tokens, arbiter.events private games).
        String protocol = BrokerCredentials.PROTOCOL;
        props.put("listener.security.protocol.map", "BROKER:" + protocol + ",CONTROLLER:" + protocol);
        props.put("sasl.enabled.mechanisms", BrokerCredentials.MECHANISM);
        props.put("sasl.mechanism.inter.broker.protocol", BrokerCredentials.MECHANISM);
        props.put("sasl.mechanism.controller.protocol", BrokerCredentials.MECHANISM);
        String jaas = settings.credentials().brokerJaas();
        props.put("listener.name.broker.plain.sasl.jaas.config", jaas);
        props.put("listener.name.controller.plain.sasl.jaas.config", jaas);
        props.put("log.dirs", settings.logDir());
        props.put("num.partitions", "6");
        props.put("offsets.topic.replication.factor", "1");
        props.put("offsets.topic.num.partitions", "6");
        props.put("transaction.state.log.replication.factor", "1");
        props.put("transaction.state.log.min.isr", "1");
        props.put("group.initial.rebalance.delay.ms", "0");
        props.put("auto.create.topics.enable", "true");
        props.put("log.retention.hours", "-1");
        // A single node has no other broker to hand its partitions to; and a broker whose log
        // directory failed would wait five minutes for a controlled shutdown before it stops.
        props.put("controlled.shutdown.enable", "false");
        // The log cleaner compacts only the consumers' offsets here (the service's topics are
        // not compacted), yet Kafka gives it a 128 MB array on the heap by default: a quarter of
        // the heap of a 2 GB machine. At 24 bytes a key, 16 MB holds some 600,000 keys, where the
        // offsets have one per group and partition (docs/service.md).
        props.put("log.cleaner.dedupe.buffer.size", Long.toString(CLEANER_BUFFER_BYTES));
        long flushMillis = settings.flushMillis();
        if (flushMillis > 0) {
            // One node has no replica to outlive a crash of its machine; writing the log out this
            // often bounds what such a crash loses, and keeps the log out of the kernel's
            // write-back, which sends 30 seconds of it at once.
            props.put("log.flush.interval.ms", Long.toString(flushMillis));
            props.put("log.flush.scheduler.interval.ms", Long.toString(flushMillis));
        }
        return KafkaConfig.fromProps(props, false);
    }

    /** Whether a start failed because one of its ports was bound by someone else meanwhile. */
    static boolean portTaken(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof BindException || String.valueOf(t.getMessage()).contains("Address already in use")) {
                return true;
            }
        }
        return false;
    }

    private static void stopQuietly(KafkaRaftServer server) {
        try {
            server.shutdown();
            server.awaitShutdown();
        } catch (RuntimeException e) {
            LOG.warn("the in-process Kafka that failed to start did not stop cleanly", e);
        }
    }

    private static void format(String logDir) {
        try {
            new Formatter()
                    .setPrintStream(new PrintStream(OutputStream.nullOutputStream()))
                    .setClusterId(Uuid.randomUuid().toString())
                    .setNodeId(1)
                    .setControllerListenerName("CONTROLLER")
                    .setMetadataLogDirectory(logDir)
                    .setDirectories(List.of(logDir))
                    .setReleaseVersion(MetadataVersion.LATEST_PRODUCTION)
                    .setIgnoreFormatted(true)
                    .run();
        } catch (Exception e) {
            throw new IllegalStateException("cannot format the in-process Kafka's log directory " + logDir, e);
        }
    }

    String bootstrapServers() {
        return "127.0.0.1:" + brokerPort;
    }

    /** The user a client logs in as. */
    BrokerCredentials credentials() {
        return settings.credentials();
    }

    /** Why the broker is down (its log directory failed, and Kafka asked to end the JVM), or empty while it runs. */
    Optional<String> failure() {
        return Optional.ofNullable(failure.get());
    }

    /** Kafka asked to end the JVM: the broker is taken as down until it has been started again. */
    void failed(String exit) {
        String reason = exit + "; its log directory " + dir + " has " + usableMegabytes() + " MB free";
        if (failure.compareAndSet(null, reason)) {
            LOG.error("the in-process Kafka failed ({}); it starts again once {} has {} MB free", reason, dir,
                    ROOM_TO_RESTART >> 20);
        }
    }

    /** Run once the broker has started again after a failure: the topics are declared again there. */
    void onRestart(Runnable listener) {
        restartListeners.add(listener);
    }

    private void restartWhenThereIsRoom() {
        if (failure.get() == null) {
            return;
        }
        try {
            if (Files.getFileStore(dir).getUsableSpace() < ROOM_TO_RESTART) {
                return;
            }
            stopQuietly(server);
            int[] port = {brokerPort};
            server = launch(settings, port);
            if (port[0] != brokerPort) {
                LOG.error("the in-process Kafka came back on port {}, not {}: restart the service", port[0], brokerPort);
            }
            failure.set(null);
            LOG.info("the in-process Kafka is running again");
            // a log directory that failed may have taken the topics with it: the publisher waits for them
            for (Runnable listener : restartListeners) {
                try {
                    listener.run();
                } catch (RuntimeException e) {
                    LOG.warn("after the in-process Kafka started again: {}", e.toString());
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("the in-process Kafka could not start again yet: {}", e.toString());
        }
    }

    private long usableMegabytes() {
        try {
            return Files.getFileStore(dir).getUsableSpace() >> 20;
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public void close() {
        watcher.shutdownNow();
        BrokerExit.unregister(this);
        server.shutdown();
        server.awaitShutdown();
        LOG.info("in-process Kafka stopped");
    }

    private static boolean free(int port) {
        try (ServerSocket s = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            s.setReuseAddress(true);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            s.setReuseAddress(true);
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port for the in-process Kafka", e);
        }
    }
}
