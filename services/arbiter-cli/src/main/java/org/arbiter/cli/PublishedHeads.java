package org.arbiter.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.arbiter.service.chain.ChainHeads;
import org.slf4j.LoggerFactory;

/**
 * The last signed chain head of a game as the service published it on the events topic: the
 * headers {@code arbiter-chain-seq}, {@code -hash} and {@code -signature} of the game's records,
 * read from the first offset to the end of each partition with a plain consumer, configured by the
 * client settings given (the login a broker asks for, as {@code kafka-console-consumer.sh} takes it).
 * The Kafka client's own log is silenced: a broker that cannot be read is one error naming it.
 */
final class PublishedHeads {
    private PublishedHeads() {
    }

    static Optional<ChainHeads.Head> last(String bootstrap, String topic, String gameId, Properties client) {
        Properties p = new Properties();
        p.putAll(client);
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        ((Logger) LoggerFactory.getLogger("org.apache.kafka")).setLevel(Level.OFF);
        try {
            return read(p, topic, gameId);
        } catch (KafkaException e) {
            throw new IllegalArgumentException("cannot read " + topic + " at " + bootstrap + ": " + e.getMessage()
                    + (client.isEmpty() ? " (a broker that asks for a login, as ./arbiter serve's does, is given it with "
                    + "--kafka-config client.properties)" : ""));
        }
    }

    private static Optional<ChainHeads.Head> read(Properties p, String topic, String gameId) {
        ChainHeads.Head last = null;
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
            List<TopicPartition> partitions = new ArrayList<>();
            consumer.partitionsFor(topic, Duration.ofSeconds(10))
                    .forEach(info -> partitions.add(new TopicPartition(topic, info.partition())));
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
            while (partitions.stream().anyMatch(tp -> consumer.position(tp) < end.get(tp))) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                    if (gameId.equals(r.key())) {
                        ChainHeads.Head head = head(r);
                        if (head != null && (last == null || head.seq() > last.seq())) {
                            last = head;
                        }
                    }
                }
            }
        }
        return Optional.ofNullable(last);
    }

    private static ChainHeads.Head head(ConsumerRecord<String, String> r) {
        String seq = header(r, "arbiter-chain-seq");
        String hash = header(r, "arbiter-chain-hash");
        String signature = header(r, "arbiter-chain-signature");
        if (seq == null || hash == null || signature == null || !seq.matches("\\d{1,18}")) {
            return null;
        }
        return new ChainHeads.Head(r.key(), Long.parseLong(seq), hash, signature);
    }

    private static String header(ConsumerRecord<String, String> r, String name) {
        Header h = r.headers().lastHeader(name);
        return h == null ? null : new String(h.value(), StandardCharsets.US_ASCII);
    }
}
