package org.arbiter.service.kafka;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.law.sequence.Limits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

/** Sends a record that can never be accepted to {@code arbiter.actions.rejected}, with the reason. */
@Component
class Rejections {
    private static final Logger LOG = LoggerFactory.getLogger(Rejections.class);
    private final KafkaTemplate<String, Object> kafka;
    private final Topics.Names topics;
    private final MeterRegistry meters;

    Rejections(KafkaTemplate<String, Object> kafka, Topics.Names topics, MeterRegistry meters) {
        this.kafka = kafka;
        this.topics = topics;
        this.meters = meters;
    }

    void reject(ConsumerRecord<?, ?> record, String reason) {
        meters.counter("arbiter.actions", "outcome", "rejected").increment();
        LOG.warn("rejected {}-{}@{}: {}", record.topic(), record.partition(), record.offset(), reason);
        String key = record.key() == null ? null : cut(record.key().toString());
        kafka.send(topics.rejected(), key, new RejectedAction(record.topic(), record.partition(), record.offset(), key,
                cut(text(record.value())), reason));
    }

    private static String text(Object value) {
        return value instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8)
                : value == null ? null : value.toString();
    }

    /** What the rejected record repeats of the one refused: never so much that it could not be sent itself. */
    private static String cut(String text) {
        return text == null || text.length() <= Limits.LINE_BYTES / 4 ? text
                : text.substring(0, Limits.LINE_BYTES / 4) + "... (" + text.length() + " characters)";
    }
}
