package org.arbiter.service.processing;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.stereotype.Component;

/**
 * {@code /actuator/health}'s {@code processors}: each streaming processor of this instance, named
 * with its position, the events waiting for it and how it stands. One in error, one that stopped,
 * or one whose position has not moved for {@code arbiter.health.processor-patience} while events
 * wait is {@link ProcessingFailures#DEGRADED}: the service still records acts durably, but a board,
 * a ruling list or the Kafka topic is not following them. Not DOWN: a probe that failed would have
 * the instance restarted, which loses nothing but helps none of these (the store's own failures
 * are the database's indicator's to report).
 */
@Component("processors")
class ProcessorHealth implements HealthIndicator {
    private final EventProcessingConfiguration processing;
    private final EventStore events;
    private final Duration patience;
    private final Map<String, ProcessorWatch> watches = new ConcurrentHashMap<>();

    ProcessorHealth(EventProcessingConfiguration processing, EventStore events,
                    @Value("${arbiter.health.processor-patience:30s}") Duration patience) {
        this.processing = processing;
        this.events = events;
        this.patience = patience;
    }

    @Override
    public Health health() {
        // an empty store has no head token at all
        TrackingToken headToken = events.createHeadToken();
        long head = headToken == null ? -1 : headToken.position().orElse(-1);
        Instant now = Instant.now();
        Map<String, Object> details = new LinkedHashMap<>();
        ProcessorWatch.Standing worst = ProcessorWatch.Standing.KEEPING_UP;
        for (var entry : processing.eventProcessors().entrySet()) {
            if (!(entry.getValue() instanceof StreamingEventProcessor processor) || processor.processingStatus().isEmpty()
                    && processor.isRunning()) {
                // a processor whose segments another instance holds is that instance's to report
                continue;
            }
            ProcessorWatch.Sighting sighting = sighting(processor, head, now);
            ProcessorWatch watch = watches.compute(entry.getKey(), (name, was) ->
                    was == null ? ProcessorWatch.first(name, sighting) : was.seen(sighting));
            ProcessorWatch.Standing standing = watch.standing(sighting, patience);
            details.put(entry.getKey(), view(watch, sighting, standing));
            if (standing.ordinal() > worst.ordinal()) {
                worst = standing;
            }
        }
        Health.Builder health = switch (worst) {
            case KEEPING_UP, BEHIND -> Health.up();
            case STALLED, STOPPED, FAILING -> Health.status(ProcessingFailures.DEGRADED);
        };
        return health.withDetails(details).build();
    }

    private static ProcessorWatch.Sighting sighting(StreamingEventProcessor processor, long head, Instant now) {
        long position = processor.processingStatus().values().stream()
                .map(EventTrackerStatus::getCurrentPosition)
                .mapToLong(p -> p.orElse(-1)).min().orElse(-1);
        Optional<String> error = processor.processingStatus().values().stream()
                .filter(EventTrackerStatus::isErrorState)
                .map(s -> String.valueOf(s.getError()))
                .findFirst();
        return new ProcessorWatch.Sighting(processor.isRunning(), error, position, head, now);
    }

    private static Map<String, Object> view(ProcessorWatch watch, ProcessorWatch.Sighting s, ProcessorWatch.Standing standing) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("standing", standing.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        view.put("position", s.position());
        view.put("waiting", s.waiting());
        view.put("atPositionSince", watch.since().toString());
        s.error().ifPresent(e -> view.put("error", e));
        return view;
    }
}
