package org.arbiter.service.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.OptionalLong;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * {@code arbiter.processor.lag{processor=...}}: events recorded that the processor has not yet
 * handled. For {@code kafka-publisher} it is the number of events not yet acknowledged by Kafka.
 */
@Component
class ProcessorLag {
    private final EventProcessingConfiguration processing;
    private final EventStore events;
    private final MeterRegistry meters;

    ProcessorLag(EventProcessingConfiguration processing, EventStore events, MeterRegistry meters) {
        this.processing = processing;
        this.events = events;
        this.meters = meters;
    }

    @EventListener(ApplicationReadyEvent.class)
    void register() {
        processing.eventProcessors().forEach((name, processor) -> {
            if (processor instanceof StreamingEventProcessor streaming) {
                Gauge.builder("arbiter.processor.lag", streaming, this::lag)
                        .tag("processor", name)
                        .description("Events in the store not yet handled by the processor")
                        .register(meters);
            }
        });
    }

    private double lag(StreamingEventProcessor processor) {
        // an empty store has no head token at all
        TrackingToken headToken = events.createHeadToken();
        OptionalLong head = headToken == null ? OptionalLong.empty() : headToken.position();
        List<Long> positions = processor.processingStatus().values().stream()
                .map(EventTrackerStatus::getTrackingToken)
                .map(t -> t == null ? OptionalLong.empty() : t.position())
                .filter(OptionalLong::isPresent).map(OptionalLong::getAsLong).toList();
        if (head.isEmpty()) {
            return 0;
        }
        long slowest = positions.stream().mapToLong(Long::longValue).min().orElse(0);
        return Math.max(0, head.getAsLong() - slowest);
    }
}
