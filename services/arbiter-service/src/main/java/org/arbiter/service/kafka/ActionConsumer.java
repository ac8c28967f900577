package org.arbiter.service.kafka;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.GameCommands;
import org.arbiter.service.game.GameCommands.GameExists;
import org.arbiter.service.game.api.ActionRefused;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

/**
 * Turns records on {@code arbiter.actions} into commands: a spec action plus {@code gameId}
 * records the action; a header line plus {@code gameId} opens the game. The record's key is the
 * game id when the value names none. An action without an {@code id} is made idempotent by its
 * partition and offset, so that a redelivery after a crash is dropped.
 *
 * <p>A record that can never be accepted (malformed, physically impossible, unknown game) goes to
 * {@code arbiter.actions.rejected} with the reason, and consumption moves on. Any other failure
 * (the database is down) is thrown, and the container retries the record until it succeeds.
 */
@Component
class ActionConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(ActionConsumer.class);

    private final GameCommands commands;
    private final KafkaTemplate<String, byte[]> kafka;
    private final Topics.Names topics;
    private final MeterRegistry meters;

    ActionConsumer(GameCommands commands, KafkaTemplate<String, byte[]> kafka, Topics.Names topics,
                   MeterRegistry meters) {
        this.commands = commands;
        this.kafka = kafka;
        this.topics = topics;
        this.meters = meters;
    }

    @KafkaListener(id = "arbiter-actions", topics = "${arbiter.kafka.actions:arbiter.actions}",
            groupId = "${arbiter.kafka.actions-group:arbiter-service}",
            concurrency = "${arbiter.kafka.action-consumers:3}")
    void on(ConsumerRecord<String, String> record) {
        String delivery = "kafka:" + record.topic() + "-" + record.partition() + "@" + record.offset();
        try {
            Map<String, Object> value = object(record.value());
            Object named = value.remove("gameId");
            String gameId = named instanceof String s && !s.isBlank() ? s : record.key();
            if (gameId == null || gameId.isBlank()) {
                throw new SequenceError(1, "gameId", "is required (in the value, or as the record's key)");
            }
            if (value.containsKey("header")) {
                open(gameId, value);
            } else {
                commands.record(gameId, Json.write(value), delivery, 1);
            }
        } catch (SequenceError | ActionRefused | AggregateNotFoundException e) {
            reject(record, e.getMessage());
        }
    }

    private void open(String gameId, Map<String, Object> header) {
        try {
            commands.open(gameId, Json.write(header));
        } catch (GameExists e) {
            LOG.debug("header for game {} delivered again; the game is open", gameId);
        }
    }

    private void reject(ConsumerRecord<String, String> record, String reason) {
        meters.counter("arbiter.actions", "outcome", "rejected").increment();
        LOG.warn("rejected {}-{}@{}: {}", record.topic(), record.partition(), record.offset(), reason);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("topic", record.topic());
        out.put("partition", record.partition());
        out.put("offset", record.offset());
        out.put("key", record.key());
        out.put("value", record.value());
        out.put("reason", reason);
        kafka.send(topics.rejected(), record.key(), Json.write(out).getBytes(StandardCharsets.UTF_8));
    }

    private static Map<String, Object> object(String text) {
        Object parsed;
        try {
            parsed = Json.parse(text == null ? "" : text);
        } catch (JsonError e) {
            throw new SequenceError(1, null, "not valid JSON at " + e.getMessage());
        }
        if (!(parsed instanceof Map<?, ?> map)) {
            throw new SequenceError(1, null, "expected a JSON object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> copy = new LinkedHashMap<>((Map<String, Object>) map);
        return copy;
    }
}
