package org.arbiter.service.storage;

import jakarta.persistence.PersistenceException;
import java.sql.SQLException;
import java.util.Optional;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.springframework.dao.DataAccessException;
import org.springframework.transaction.TransactionException;

/**
 * Whether a failure came from the store (a full disk, the database down or closed): such a failure
 * passes, and what failed is sent again later, where any other is the input's or the service's own.
 */
public final class StoreFailures {
    private static final int REASON_LENGTH = 300;

    private StoreFailures() {
    }

    /** The store's reason when {@code failure} came from the store, else empty. */
    public static Optional<String> reason(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof DataAccessException || t instanceof TransactionException || t instanceof PersistenceException
                    || t instanceof EventStoreException || t instanceof SQLException) {
                return Optional.of(rootReason(failure));
            }
        }
        return Optional.empty();
    }

    /** The first line of the deepest message: the database's or the disk's own words. */
    public static String rootReason(Throwable e) {
        String reason = e.getClass().getSimpleName();
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                reason = t.getMessage();
            }
        }
        String line = reason.lines().findFirst().orElse(reason).strip();
        return line.length() > REASON_LENGTH ? line.substring(0, REASON_LENGTH) + "..." : line;
    }
}
