package org.arbiter.service.kafka;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.service.storage.StoreFailures;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.listener.CommonErrorHandler;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.util.backoff.BackOff;
import org.springframework.util.backoff.ExponentialBackOff;
import org.springframework.util.backoff.FixedBackOff;

/**
 * What the consumers of {@code arbiter.actions} and {@code arbiter.board-fields} do with a failure
 * they did not handle themselves (records that can never be accepted they reject themselves, see
 * {@link ActionConsumer}). A failure of the store (the database down, a full disk) passes: the
 * record is tried again, with a growing pause, until it succeeds, so that no act is lost to an
 * outage. Any other failure is the service's own, met on this record (a fault in the law engine):
 * tried twice more, the record goes to {@code arbiter.actions.rejected} with the failure, and the
 * partition, every game on it, goes on.
 */
@Configuration(proxyBeanMethods = false)
class KafkaErrors {
    /** The tries left to a record that failed other than by the store. */
    static final long RETRIES_OF_A_FAULT = 2;

    @Bean
    CommonErrorHandler actionsErrorHandler(Rejections rejections) {
        DefaultErrorHandler handler = new DefaultErrorHandler(
                (record, failure) -> rejections.reject(record, "the service failed on this record ("
                        + StoreFailures.rootReason(failure) + "); it was tried " + (RETRIES_OF_A_FAULT + 1) + " times"),
                new FixedBackOff(1000, RETRIES_OF_A_FAULT));
        handler.setBackOffFunction(KafkaErrors::backOff);
        return handler;
    }

    /** Without end for a failure of the store; null, for the handler's own bounded tries, for any other. */
    static BackOff backOff(ConsumerRecord<?, ?> record, Exception failure) {
        if (StoreFailures.reason(failure).isEmpty()) {
            return null;
        }
        ExponentialBackOff untilItSucceeds = new ExponentialBackOff(200, 2.0);
        untilItSucceeds.setMaxInterval(10_000);
        return untilItSucceeds;
    }
}
