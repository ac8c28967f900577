package org.arbiter.service.storage;

import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;
import java.util.Set;

/**
 * Hikari's pool drops a connection only on errors it knows as a lost connection; an H2 file
 * database that failed to write (a full disk) closes itself, and its connections would answer
 * "database is closed" for ever. Evicting them makes the next connection open the file again, so
 * the service resumes by itself once the disk has room.
 */
public final class ClosedDatabaseEviction implements SQLExceptionOverride {
    /** H2's codes for a closed database, a failed read or write of its file, and its general error (a failed store). */
    private static final Set<Integer> H2_CLOSED = Set.of(90098, 90121, 90028, 90031, 90030, 50000);

    @java.lang.Override
    public SQLExceptionOverride.Override adjudicate(SQLException e) {
        boolean h2 = e.getClass().getName().startsWith("org.h2.");
        return h2 && H2_CLOSED.contains(e.getErrorCode()) ? SQLExceptionOverride.Override.MUST_EVICT
                : SQLExceptionOverride.Override.CONTINUE_EVICT;
    }
}
