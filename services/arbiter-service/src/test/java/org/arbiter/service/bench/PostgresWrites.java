package org.arbiter.service.bench;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Properties;

/**
 * What PostgreSQL wrote during a run, from the server's own counters: the write-ahead log (whose
 * flush every commit waits for) with its full-page images, and the data pages written out of
 * its buffers by the checkpointer, the background writer and the sessions (which then wait in the
 * kernel's page cache for write-back). The counters are the whole server's; the benchmark's
 * database is the only one at work.
 */
record PostgresWrites(long walBytes, long fullPageImages, long dataPages) {
    private static final String QUERY = "select w.wal_bytes, w.wal_fpi, "
            + "b.buffers_checkpoint + b.buffers_clean + b.buffers_backend from pg_stat_wal w, pg_stat_bgwriter b";

    /** The counters now, or null where the server does not answer (the run goes on without them). */
    static PostgresWrites read(String server) {
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        try (Connection c = DriverManager.getConnection(server + "postgres", props); Statement s = c.createStatement();
             ResultSet r = s.executeQuery(QUERY)) {
            r.next();
            return new PostgresWrites(r.getLong(1), r.getLong(2), r.getLong(3));
        } catch (Exception e) {
            return null;
        }
    }

    /** One line of what was written between {@code before} and this, per action. */
    String perAction(PostgresWrites before, long actions) {
        return String.format("PostgreSQL wrote per action: %.2f kB of WAL (%.3f full-page images), %.2f kB of data pages",
                (walBytes - before.walBytes) / 1024.0 / actions, (double) (fullPageImages - before.fullPageImages) / actions,
                (dataPages - before.dataPages) * 8.0 / actions);
    }
}
