package org.arbiter.service.processing;

import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.ErrorContext;
import org.axonframework.eventhandling.ErrorHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.ListenerInvocationErrorHandler;
import org.axonframework.eventhandling.Segment;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.health.Status;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.CannotCreateTransactionException;

/**
 * What a projection's processor does with an event it cannot handle: it records the failure with
 * the game and the event, says so on {@code /actuator/health} ({@link #DEGRADED}, naming each), and
 * goes on with every other game. A failure inside a handler is recorded at once. A failure at the
 * commit of a batch (a row the database refuses) rolls the whole batch back; the batch is then
 * handled again one event at a time, each in its own transaction, so that only the event at fault
 * is left out. A projection rebuilt by a replay tries the events again. A failure that will pass
 * (the database unreachable) is not the event's: the batch is retried until it succeeds.
 *
 * <p>The Kafka publisher is not one of these: it must never skip an event, so its failures are
 * thrown and the batch is sent again (see {@link #PUBLISHER}); health names the event it is
 * stuck on until it is sent.
 */
@Component("processing")
public class ProcessingFailures implements ErrorHandler, HealthIndicator {
    /** Health's status while a projection has left an event out: the service works, a view lacks something. */
    public static final Status DEGRADED = new Status("DEGRADED");
    /** The processor that publishes to {@code arbiter.events}, which retries and never skips. */
    public static final String PUBLISHER = "kafka-publisher";
    private static final Logger LOG = LoggerFactory.getLogger(ProcessingFailures.class);

    private final Map<String, ProcessingFailure> failures = new ConcurrentHashMap<>();
    private final Map<String, ProcessingFailure> publishing = new ConcurrentHashMap<>();
    private final ObjectProvider<EventProcessingConfiguration> processing;
    private final TransactionManager transactions;

    ProcessingFailures(ObjectProvider<EventProcessingConfiguration> processing, TransactionManager transactions) {
        this.processing = processing;
        this.transactions = transactions;
    }

    /** For a projection's processor: a handler that threw is recorded, and the processor goes on. */
    ListenerInvocationErrorHandler recorder(String processor) {
        return (exception, event, handler) -> {
            if (passing(exception)) {
                throw exception;
            }
            record(processor, event, exception);
        };
    }

    /**
     * A batch failed as a whole. The publisher's is thrown again, to be sent again; a projection's is
     * handled again event by event, and the events that fail on their own are recorded.
     */
    @Override
    public void handleError(ErrorContext context) throws Exception {
        if (!ProcessingErrors.PROJECTIONS.contains(context.eventProcessor())) {
            if (PUBLISHER.equals(context.eventProcessor()) && !context.failedEvents().isEmpty()) {
                ProcessingFailure stuck = failure(PUBLISHER, context.failedEvents().get(0), context.error());
                publishing.put(PUBLISHER, stuck);
                // health says it too, but an operator reading the log after an outage must find when and why
                LOG.warn("{} will send its batch again from event {} ({} #{} of game {}): {}", PUBLISHER,
                        stuck.eventId(), stuck.eventType(), stuck.sequence(), stuck.gameId(), stuck.reason());
            }
            throw thrown(context);
        }
        if (passing(context.error())) {
            throw thrown(context);
        }
        EventProcessor processor = processing.getObject().eventProcessor(context.eventProcessor())
                .orElseThrow(() -> thrown(context));
        if (!(processor instanceof AbstractEventProcessor handled)) {
            throw thrown(context);
        }
        for (EventMessage<?> event : context.failedEvents()) {
            UnitOfWork<EventMessage<?>> unit = DefaultUnitOfWork.startAndGet(event);
            unit.attachTransaction(transactions);
            var result = unit.executeWithResult(() -> {
                handled.eventHandlerInvoker().handle(event, Segment.ROOT_SEGMENT);
                return null;
            });
            if (result.isExceptional()) {
                if (passing(result.exceptionResult())) {
                    throw new IllegalStateException("the database failed while " + context.eventProcessor()
                            + " handled its batch again; it will be retried", result.exceptionResult());
                }
                record(context.eventProcessor(), event, result.exceptionResult());
            }
        }
    }

    private static Exception thrown(ErrorContext context) {
        return context.error() instanceof Exception e ? e : new IllegalStateException(context.error());
    }

    /** The publisher sent a batch: whatever it was stuck on has gone out. */
    public void published() {
        publishing.clear();
    }

    /** Every event a projection left out, oldest first. */
    public List<ProcessingFailure> failures() {
        return failures.values().stream().sorted(Comparator.comparing(ProcessingFailure::at)).toList();
    }

    @Override
    public Health health() {
        if (!publishing.isEmpty()) {
            return Health.down().withDetail("publisher", publishing.values()).withDetail("failures", failures()).build();
        }
        if (failures.isEmpty()) {
            return Health.up().build();
        }
        return Health.status(DEGRADED).withDetail("failures", failures()).build();
    }

    private void record(String processor, EventMessage<?> event, Throwable error) {
        ProcessingFailure failure = failure(processor, event, error);
        if (failures.putIfAbsent(processor + "/" + event.getIdentifier(), failure) == null) {
            LOG.error("{} left out event {} ({} #{} of game {}): {}", processor, event.getIdentifier(),
                    failure.eventType(), failure.sequence(), failure.gameId(), failure.reason(), error);
        }
    }

    private static ProcessingFailure failure(String processor, EventMessage<?> event, Throwable error) {
        String game = event instanceof DomainEventMessage<?> d ? d.getAggregateIdentifier() : null;
        long sequence = event instanceof DomainEventMessage<?> d ? d.getSequenceNumber() : -1;
        return new ProcessingFailure(processor, game, sequence, event.getIdentifier(),
                event.getPayloadType().getSimpleName(), rootCause(error), Instant.now());
    }

    /**
     * Whether a failure will pass (the database unreachable, a timeout, a lock, a full disk or any
     * other input/output error of the store): then the batch is retried, as before, and no event is
     * left out for it. Only a failure of the event itself is recorded.
     */
    static boolean passing(Throwable error) {
        Set<Throwable> seen = new HashSet<>();
        for (Throwable e = error; e != null && seen.add(e); e = e.getCause()) {
            if (e instanceof TransientDataAccessException || e instanceof DataAccessResourceFailureException
                    || e instanceof CannotCreateTransactionException || e instanceof SQLTransientException
                    || e instanceof SQLRecoverableException || e instanceof SQLNonTransientConnectionException
                    || e instanceof java.io.IOException || e instanceof java.io.UncheckedIOException) {
                return true;
            }
        }
        return false;
    }

    private static String rootCause(Throwable error) {
        Throwable cause = error;
        Set<Throwable> seen = new HashSet<>();
        while (cause.getCause() != null && seen.add(cause)) {
            cause = cause.getCause();
        }
        return cause.getClass().getSimpleName() + ": " + cause.getMessage();
    }
}
