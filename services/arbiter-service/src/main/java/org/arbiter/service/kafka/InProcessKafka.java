package org.arbiter.service.kafka;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
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
 */
final class InProcessKafka implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(InProcessKafka.class);
    /** The log cleaner's table of keys (Kafka's {@code log.cleaner.dedupe.buffer.size}, 128 MB by default). */
    static final long CLEANER_BUFFER_BYTES = 16L << 20;

    private final KafkaRaftServer server;
    private final String bootstrapServers;

    private InProcessKafka(KafkaRaftServer server, String bootstrapServers) {
        this.server = server;
        this.bootstrapServers = bootstrapServers;
    }

    /**
     * Starts a broker with its data in {@code dir}, listening on {@code port} (0, or a port in use,
     * picks a free one). With {@code flushMillis} above 0 the broker writes its log to disk that
     * often; with 0 it leaves that to the operating system, as Kafka does by default.
     */
    static InProcessKafka start(Path dir, int port, long flushMillis) {
        try {
            Files.createDirectories(dir);
            String logDir = dir.toAbsolutePath().toString();
            int brokerPort = port > 0 && free(port) ? port : freePort();
            if (port > 0 && brokerPort != port) {
                LOG.warn("port {} is in use; the in-process Kafka listens on {}", port, brokerPort);
            }
            int controllerPort = freePort();
            Properties props = new Properties();
            props.put("process.roles", "broker,controller");
            props.put("node.id", "1");
            props.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
            props.put("listeners", "PLAINTEXT://127.0.0.1:" + brokerPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
            props.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + brokerPort);
            props.put("controller.listener.names", "CONTROLLER");
            props.put("inter.broker.listener.name", "PLAINTEXT");
            props.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
            props.put("log.dirs", logDir);
            props.put("num.partitions", "6");
            props.put("offsets.topic.replication.factor", "1");
            props.put("offsets.topic.num.partitions", "6");
            props.put("transaction.state.log.replication.factor", "1");
            props.put("transaction.state.log.min.isr", "1");
            props.put("group.initial.rebalance.delay.ms", "0");
            props.put("auto.create.topics.enable", "true");
            props.put("log.retention.hours", "-1");
            // The log cleaner compacts only the consumers' offsets here (the service's topics are
            // not compacted), yet Kafka gives it a 128 MB array on the heap by default: a quarter of
            // the heap of a 2 GB machine. At 24 bytes a key, 16 MB holds some 600,000 keys, where the
            // offsets have one per group and partition (docs/service.md).
            props.put("log.cleaner.dedupe.buffer.size", Long.toString(CLEANER_BUFFER_BYTES));
            if (flushMillis > 0) {
                // One node has no replica to outlive a crash of its machine; writing the log out this
                // often bounds what such a crash loses, and keeps the log out of the kernel's
                // write-back, which sends 30 seconds of it at once.
                props.put("log.flush.interval.ms", Long.toString(flushMillis));
                props.put("log.flush.scheduler.interval.ms", Long.toString(flushMillis));
            }
            KafkaConfig config = KafkaConfig.fromProps(props, false);
            if (!Files.exists(dir.resolve("meta.properties"))) {
                format(logDir);
            }
            KafkaRaftServer server = new KafkaRaftServer(config, Time.SYSTEM);
            server.startup();
            String bootstrap = "127.0.0.1:" + brokerPort;
            LOG.info("in-process Kafka (KRaft) on {} with data in {}", bootstrap, logDir);
            return new InProcessKafka(server, bootstrap);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the in-process Kafka in " + dir, e);
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
        return bootstrapServers;
    }

    @Override
    public void close() {
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

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            s.setReuseAddress(true);
            return s.getLocalPort();
        }
    }
}
