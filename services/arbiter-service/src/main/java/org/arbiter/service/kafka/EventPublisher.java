package org.arbiter.service.kafka;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.arbiter.service.chain.ChainHeads;
import org.arbiter.service.chain.Link;
import org.arbiter.service.envelope.EventEnvelope;
import org.arbiter.service.history.LiveBoards;
import org.arbiter.service.processing.ProcessingFailures;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
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
 *
 * <p>No event is ever skipped, and none goes out before an earlier one of its batch: a send that
 * fails, at once or when awaited, fails the batch before anything more is sent ({@link BatchSends}), and
 * the processor's error handler throws it again ({@link ProcessingFailures}), so the processor
 * waits and sends the batch again until Kafka takes it; health names the event it waits on.
 */
@Component
@ProcessingGroup(EventPublisher.PROCESSOR)
class EventPublisher {
    static final String PROCESSOR = ProcessingFailures.PUBLISHER;
    private static final String PENDING = EventPublisher.class.getName() + ".pending";
    /** The record headers of the signed chain head: the event's number in its game, its hash, the signature. */
    static final String HEAD_SEQ = "arbiter-chain-seq";
    static final String HEAD_HASH = "arbiter-chain-hash";
    static final String HEAD_SIGNATURE = "arbiter-chain-signature";

    private final KafkaTemplate<String, Object> kafka;
    private final String topic;
    private final Duration ackTimeout;
    private final Timer latency;
    private final ProcessingFailures failures;
    private final ChainHeads heads;
    private final LiveBoards boards;

    EventPublisher(KafkaTemplate<String, Object> kafka, Topics.Names names,
                   @Value("${arbiter.kafka.ack-timeout:PT30S}") Duration ackTimeout, MeterRegistry meters,
                   ProcessingFailures failures, ChainHeads heads, LiveBoards boards) {
        this.kafka = kafka;
        this.failures = failures;
        this.heads = heads;
        this.boards = boards;
        this.topic = names.events();
        this.ackTimeout = ackTimeout;
        this.latency = Timer.builder("arbiter.events.kafka.latency")
                .description("From an event's recording to Kafka's acknowledgement of it on arbiter.events")
                .publishPercentiles(0.5, 0.99).register(meters);
    }

    @EventHandler
    void on(EventMessage<?> event, TrackingToken token) {
        EventEnvelope envelope = EventEnvelope.of(event, token.position().orElse(-1), boards);
        Instant recorded = event.getTimestamp();
        ProducerRecord<String, Object> record = new ProducerRecord<>(topic, null, recorded.toEpochMilli(),
                envelope.gameId(), envelope);
        signedHead(event, record);
        BatchSends batch = pending();
        batch.checkNoneFailed();
        CompletableFuture<?> sent = kafka.send(record)
                .whenComplete((result, error) -> {
                    if (error == null) {
                        latency.record(Duration.between(recorded, Instant.now()));
                    }
                });
        batch.add(sent);
    }

    /**
     * The game's chain head at this event, as the service signed it when it stored the event, in the
     * record's headers: published where the database cannot rewrite it, so that {@code verify} can
     * compare the store with it. The publisher signs nothing itself: an event the service did not
     * store (written into the database behind its back) goes out with no signature, and health names it.
     */
    private void signedHead(EventMessage<?> event, ProducerRecord<String, Object> record) {
        if (event instanceof DomainEventMessage<?> domain) {
            Link.of(domain.getMetaData()).ifPresent(link -> heads.publishable(domain.getAggregateIdentifier(),
                    domain.getSequenceNumber(), link.hash()).ifPresent(head ->
                    record.headers().add(HEAD_SEQ, Long.toString(head.seq()).getBytes(StandardCharsets.US_ASCII))
                            .add(HEAD_HASH, head.hash().getBytes(StandardCharsets.US_ASCII))
                            .add(HEAD_SIGNATURE, head.signature().getBytes(StandardCharsets.US_ASCII))));
        }
    }

    /** The sends of the current batch; the first call in a batch arranges for them to be awaited. */
    private BatchSends pending() {
        UnitOfWork<?> unit = CurrentUnitOfWork.get().root();
        return unit.getOrComputeResource(PENDING, key -> {
            BatchSends sends = new BatchSends();
            unit.onPrepareCommit(u -> {
                long start = System.nanoTime();
                kafka.flush();
                sends.await(ackTimeout.minusNanos(System.nanoTime() - start));
                failures.published();
            });
            return sends;
        });
    }
}
