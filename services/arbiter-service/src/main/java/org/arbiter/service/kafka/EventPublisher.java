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
 * stored and the processor sends the batch again after a pause: a consumer may see an event twice
 * (it has the same {@code eventId}) but never misses one. The processor's sequencing policy keeps
 * each game's events on one thread, and the idempotent producer keeps them in order on their
 * partition.
 */
@Component
@ProcessingGroup(EventPublisher.PROCESSOR)
class EventPublisher {
    static final String PROCESSOR = "kafka-publisher";
    private static final String PENDING = EventPublisher.class.getName() + ".pending";

    private final KafkaTemplate<String, byte[]> kafka;
    private final EventEnvelope envelope;
    private final String topic;
    private final Duration ackTimeout;
    private final Timer latency;

    EventPublisher(KafkaTemplate<String, byte[]> kafka, EventEnvelope envelope, Topics.Names names,
                   @Value("${arbiter.kafka.ack-timeout:PT30S}") Duration ackTimeout, MeterRegistry meters) {
        this.kafka = kafka;
        this.envelope = envelope;
        this.topic = names.events();
        this.ackTimeout = ackTimeout;
        this.latency = Timer.builder("arbiter.events.kafka.latency")
                .description("From an event's recording to Kafka's acknowledgement of it on arbiter.events")
                .publishPercentiles(0.5, 0.99).register(meters);
    }

    /** Takes the message, not its payload: the envelope copies the stored payload without reading it. */
    @EventHandler
    void on(EventMessage<?> event, TrackingToken token) {
        long index = token.position().orElse(-1);
        String gameId = EventEnvelope.gameId(event);
        ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, null, event.getTimestamp().toEpochMilli(),
                gameId, envelope.utf8(event, index));
        Instant recorded = event.getTimestamp();
        CompletableFuture<?> sent = kafka.send(record)
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

    /**
     * Sends what the producer still holds back ({@code linger.ms}), then waits for every ack. The
     * batch's records have gathered into as few requests as there are partitions.
     */
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
