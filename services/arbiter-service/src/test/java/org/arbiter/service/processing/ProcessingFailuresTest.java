package org.arbiter.service.processing;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLDataException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.TransactionSystemException;

/** Only a failure of the event itself leaves it out of a projection; the database being away is waited out. */
class ProcessingFailuresTest {

    @Test
    void theDatabaseUnreachableIsRetriedNotLeftOut() {
        assertThat(ProcessingFailures.passing(new CannotCreateTransactionException("no connection"))).isTrue();
        assertThat(ProcessingFailures.passing(new TransactionSystemException("commit failed",
                new SQLTransientConnectionException("connection is not available")))).isTrue();
    }

    @Test
    void aValueTheColumnCannotHoldIsTheEventsOwnFailure() {
        assertThat(ProcessingFailures.passing(new DataIntegrityViolationException("value too long",
                new SQLDataException("Value too long for column \"WHITE CHARACTER VARYING(255)\"")))).isFalse();
        assertThat(ProcessingFailures.passing(new IllegalArgumentException("a handler's own bug"))).isFalse();
    }
}
