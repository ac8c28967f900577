package org.arbiter.service.kafka;

import io.micrometer.core.instrument.MeterRegistry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.GameCommands;
import org.arbiter.service.game.GameCommands.GameExists;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.Recorder;
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
    private static final Recorder KAFKA = new Recorder("kafka", Recorder.Kind.USER, Recorder.Via.KAFKA);

    private final GameCommands commands;
    private final JsonInput input;
    private final KafkaTemplate<String, Object> kafka;
    private final Topics.Names topics;
    private final MeterRegistry meters;

    ActionConsumer(GameCommands commands, JsonInput input, KafkaTemplate<String, Object> kafka, Topics.Names topics,
                   MeterRegistry meters) {
        this.commands = commands;
        this.input = input;
        this.kafka = kafka;
        this.topics = topics;
        this.meters = meters;
    }

    @KafkaListener(id = "arbiter-actions", topics = "${arbiter.kafka.actions}",
            groupId = "${arbiter.kafka.actions-group}", concurrency = "${arbiter.kafka.action-consumers}")
    void on(ConsumerRecord<String, String> record) {
        String delivery = "kafka:" + record.topic() + "-" + record.partition() + "@" + record.offset();
        try {
            Map<String, Object> value = new LinkedHashMap<>(input.object(record.value()));
            Object named = value.remove("gameId");
            String gameId = named instanceof String s && !s.isBlank() ? s : record.key();
            if (gameId == null || gameId.isBlank()) {
                throw new SequenceError(1, "gameId", "is required (in the value, or as the record's key)");
            }
            if (value.containsKey("header")) {
                open(gameId, value);
            } else {
                commands.record(gameId, null, List.of(input.action(value, 1, delivery)), KAFKA);
            }
        } catch (SequenceError | ActionRefused e) {
            reject(record, e.getMessage());
        } catch (AggregateNotFoundException e) {
            reject(record, "no game with id '" + e.getAggregateIdentifier() + "'; open it first with its header, "
                    + "keyed by the same game id");
        }
    }

    private void open(String gameId, Map<String, Object> header) {
        try {
            commands.open(gameId, input.header(header, 1, List.of()), KAFKA);
        } catch (GameExists e) {
            LOG.debug("header for game {} delivered again; the game is open", gameId);
        }
    }

    private void reject(ConsumerRecord<String, String> record, String reason) {
        meters.counter("arbiter.actions", "outcome", "rejected").increment();
        LOG.warn("rejected {}-{}@{}: {}", record.topic(), record.partition(), record.offset(), reason);
        kafka.send(topics.rejected(), record.key(), new RejectedAction(record.topic(), record.partition(),
                record.offset(), record.key(), record.value(), reason));
    }
}
