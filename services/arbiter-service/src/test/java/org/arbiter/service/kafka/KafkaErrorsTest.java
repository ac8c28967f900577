package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.kafka.listener.ListenerExecutionFailedException;
import org.springframework.util.backoff.BackOffExecution;

/** Which failures of a consumer hold its record until they pass, and which send it on to the rejected topic. */
class KafkaErrorsTest {
    private final ConsumerRecord<String, String> record = new ConsumerRecord<>("arbiter.actions", 0, 7, "g1", "{}");

    @Test
    void aFailureOfTheStoreIsTriedAgainWithoutEndSoNoActIsLostToAnOutage() {
        Exception outage = new ListenerExecutionFailedException("listener failed",
                new DataAccessResourceFailureException("the database is down", new SQLException("Connection refused")));
        BackOffExecution tries = KafkaErrors.backOff(record, outage).start();
        for (int i = 0; i < 1_000; i++) {
            assertThat(tries.nextBackOff()).isNotEqualTo(BackOffExecution.STOP).isLessThanOrEqualTo(10_000);
        }
    }

    @Test
    void anyOtherFailureIsLeftToTheHandlersFewTriesAfterWhichTheRecordIsRejected() {
        Exception fault = new ListenerExecutionFailedException("listener failed",
                new ArithmeticException("long overflow"));
        assertThat(KafkaErrors.backOff(record, fault)).isNull();
    }
}
