package org.arbiter.service.kafka;

import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import org.apache.kafka.common.utils.Exit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Kafka's broker ends the JVM ({@code Exit.halt}) when its last log directory fails, a full disk
 * for one: that would end the service with it, and every game. Through Kafka's public hooks on
 * {@link Exit}, a call to end the JVM marks the in-process brokers failed instead; each starts
 * again by itself ({@link InProcessKafka}). Nothing else in the service asks Kafka to end the JVM.
 *
 * <p>The hooks are one per JVM, and another broker in it takes them too (Spring Kafka's test
 * broker swallows the call): they are claimed again at every start of an in-process broker, not
 * once, or a broker started after such another would stay down with a failed log and never
 * start again.
 */
final class BrokerExit {
    private static final Logger LOG = LoggerFactory.getLogger(BrokerExit.class);
    private static final Set<InProcessKafka> RUNNING = new CopyOnWriteArraySet<>();

    private BrokerExit() {
    }

    /** Claims Kafka's hooks for ending the JVM, whoever held them. */
    static synchronized void install() {
        Exit.setHaltProcedure(BrokerExit::failed);
        Exit.setExitProcedure(BrokerExit::failed);
    }

    static void register(InProcessKafka kafka) {
        RUNNING.add(kafka);
    }

    static void unregister(InProcessKafka kafka) {
        RUNNING.remove(kafka);
    }

    private static void failed(int status, String message) {
        String reason = "Kafka asked to end the JVM with status " + status + (message == null ? "" : ": " + message);
        if (RUNNING.isEmpty()) {
            LOG.error("{}; no in-process broker is running, the service goes on", reason);
        }
        RUNNING.forEach(kafka -> kafka.failed(reason));
    }
}
