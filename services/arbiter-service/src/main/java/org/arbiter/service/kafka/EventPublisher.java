package org.arbiter.service.kafka;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.arbiter.service.envelope.EventEnvelope;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

/**
 * Sends every event to {@code arbiter.events}, keyed by game id, at least once and in order per
 * game. The sends of one batch of the processor go out together; before the processor stores its
 * token, the batch waits for Kafka to acknowledge every one of them. If any fails, the token is not
 * stored and the processor handles the batch again: a consumer may see an event twice (it has the
 * same {@code eventId}) but never misses one. The processor's sequencing policy keeps each game's
 * events on one thread, and the idempotent producer keeps them in order on their partition.
 */
@Component
@ProcessingGroup(EventPublisher.PROCESSOR)
class EventPublisher {
    static final String PROCESSOR = "kafka-publisher";
    private static final String PENDING = EventPublisher.class.getName() + ".pending";

    private final KafkaTemplate<String, Object> kafka;
    private final String topic;
    private final Duration ackTimeout;
    private final Timer latency;

    EventPublisher(KafkaTemplate<String, Object> kafka, Topics.Names names,
                   @Value("${arbiter.kafka.ack-timeout:PT30S}") Duration ackTimeout, MeterRegistry meters) {
        this.kafka = kafka;
        this.topic = names.events();
        this.ackTimeout = ackTimeout;
        this.latency = Timer.builder("arbiter.events.kafka.latency")
                .description("From an event's recording to Kafka's acknowledgement of it on arbiter.events")
                .publishPercentiles(0.5, 0.99).register(meters);
    }

    @EventHandler
    void on(EventMessage<?> event, TrackingToken token) {
        EventEnvelope envelope = EventEnvelope.of(event, token.position().orElse(-1));
        Instant recorded = event.getTimestamp();
        CompletableFuture<?> sent = kafka.send(new ProducerRecord<>(topic, null, recorded.toEpochMilli(),
                        envelope.gameId(), envelope))
                .whenComplete((result, error) -> {
                    if (error == null) {
                        latency.record(Duration.between(recorded, Instant.now()));
                    }
                });
        pending().add(sent);
    }

    /** The sends of the current batch; the first call in a batch arranges for them to be awaited. */
    private List<CompletableFuture<?>> pending() {
        UnitOfWork<?> unit = CurrentUnitOfWork.get().root();
        return unit.getOrComputeResource(PENDING, key -> {
            List<CompletableFuture<?>> list = new ArrayList<>();
            unit.onPrepareCommit(u -> await(list));
            return list;
        });
    }

    private void await(List<CompletableFuture<?>> sends) {
        long deadline = System.nanoTime() + ackTimeout.toNanos();
        kafka.flush();
        try {
            for (CompletableFuture<?> send : sends) {
                send.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for Kafka", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Kafka did not acknowledge the batch; it will be sent again", e);
        }
    }
}
