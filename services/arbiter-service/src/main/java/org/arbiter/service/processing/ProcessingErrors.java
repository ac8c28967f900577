package org.arbiter.service.processing;

import java.util.List;
import org.arbiter.service.chain.ChainHeads;
import org.axonframework.config.EventProcessingConfigurer;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Configuration;

/**
 * Who handles the processors' failures, through Axon's configurer: the projections record an event
 * they cannot handle and go on ({@link ProcessingFailures}); the publisher to {@code arbiter.events}
 * propagates every failure, so that the batch is sent again and no event is skipped; so does the
 * signing of chain heads, in the command's own transaction.
 */
@Configuration(proxyBeanMethods = false)
class ProcessingErrors {
    /** The projections' processors (the publisher is not one). */
    static final List<String> PROJECTIONS = List.of("board", "rulings", "tournaments");

    @Autowired
    void configure(EventProcessingConfigurer configurer, ProcessingFailures failures) {
        for (String projection : PROJECTIONS) {
            configurer.registerListenerInvocationErrorHandler(projection, c -> failures.recorder(projection));
        }
        configurer.registerListenerInvocationErrorHandler(ProcessingFailures.PUBLISHER,
                c -> PropagatingErrorHandler.instance());
        // the signed chain head is written with the event, or the command fails: never left out
        configurer.registerListenerInvocationErrorHandler(ChainHeads.PROCESSOR, c -> PropagatingErrorHandler.instance());
        configurer.registerErrorHandler(ChainHeads.PROCESSOR, c -> PropagatingErrorHandler.instance());
        configurer.registerDefaultErrorHandler(c -> failures);
    }
}
