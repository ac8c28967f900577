package org.arbiter.service.kafka;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.listener.CommonErrorHandler;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.util.backoff.ExponentialBackOff;

/**
 * What the actions consumer does with a failure it did not handle itself: these are transient
 * (the database or the command side down), so the record is retried, with a growing pause, until
 * it succeeds. Records that can never succeed never get here (see {@link ActionConsumer}).
 */
@Configuration(proxyBeanMethods = false)
class KafkaErrors {

    @Bean
    CommonErrorHandler actionsErrorHandler() {
        ExponentialBackOff backOff = new ExponentialBackOff(200, 2.0);
        backOff.setMaxInterval(10_000);
        return new DefaultErrorHandler(backOff);
    }
}
