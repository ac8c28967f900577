package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.nio.file.Path;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.arbiter.service.storage.SmallDisk;
import org.junit.jupiter.api.Test;

/**
 * The in-process broker on a disk that fills: Kafka asks to end the JVM when its log directory
 * fails; the service's JVM goes on (this test's JVM would end with it), the broker says why it is
 * down, and once there is room again it runs again with every record it had acknowledged.
 */
class InProcessKafkaFullDiskTest {
    private static final String TOPIC = "full-disk";

    @Test
    void aFullDiskStopsTheBrokerNotTheJvmAndItComesBackWithWhatItAcknowledged() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(Path.of("target/small-disk-kafka"), 40);
             InProcessKafka kafka = InProcessKafka.start(disk.dir().resolve("kafka"), 0, 0, InProcessKafkaTest.USER)) {
            List<String> acknowledged = new ArrayList<>();
            try (KafkaProducer<String, String> producer = producer(kafka)) {
                producer.send(new ProducerRecord<>(TOPIC, "first", "x")).get(30, TimeUnit.SECONDS);
                acknowledged.add("first");
                disk.fillLeaving(1 << 20);
                String value = "v".repeat(64 * 1024);
                for (int i = 0; i < 200 && kafka.failure().isEmpty(); i++) {
                    try {
                        producer.send(new ProducerRecord<>(TOPIC, "k" + i, value)).get(15, TimeUnit.SECONDS);
                        acknowledged.add("k" + i);
                    } catch (ExecutionException | TimeoutException e) {
                        break;
                    }
                }
            }
            waitFor(() -> kafka.failure().isPresent(), "the broker to say it is down");
            assertThat(kafka.failure().orElseThrow()).contains("MB free");

            disk.free();
            waitFor(() -> kafka.failure().isEmpty(), "the broker to run again once there is room");

            assertThat(keys(kafka, acknowledged.size())).containsAll(acknowledged);
            try (KafkaProducer<String, String> producer = producer(kafka)) {
                producer.send(new ProducerRecord<>(TOPIC, "after", "x")).get(30, TimeUnit.SECONDS);
            }
        }
    }

    private static KafkaProducer<String, String> producer(InProcessKafka kafka) {
        Map<String, Object> settings = InProcessKafkaTest.login(kafka);
        settings.putAll(Map.of(ProducerConfig.ACKS_CONFIG, "all", ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 10_000,
                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000, ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000,
                ProducerConfig.LINGER_MS_CONFIG, 0));
        return new KafkaProducer<>(settings, new StringSerializer(), new StringSerializer());
    }

    private static Set<String> keys(InProcessKafka kafka, int atLeast) {
        Set<String> keys = new HashSet<>();
        Map<String, Object> settings = InProcessKafkaTest.login(kafka);
        settings.putAll(Map.of(ConsumerConfig.GROUP_ID_CONFIG, "full-disk-test", ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest"));
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(settings, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(TOPIC));
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (keys.size() < atLeast && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                    keys.add(r.key());
                }
            }
        }
        return keys;
    }

    private static void waitFor(java.util.function.BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited 90 s for " + what).isLessThan(deadline);
            Thread.sleep(200);
        }
    }
}
