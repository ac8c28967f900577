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
 * database is the only one at work. Beside them, the benchmark database's own counters of the work
 * asked of it: transactions committed (each a wait for the log's flush), and rows read, inserted
 * and updated, which tell what the service's CPU share of PostgreSQL is spent on.
 */
record PostgresWrites(long walBytes, long fullPageImages, long dataPages, long commits, long rowsRead,
                      long rowsInserted, long rowsUpdated) {
    private static final String QUERY = "select w.wal_bytes, w.wal_fpi, "
            + "b.buffers_checkpoint + b.buffers_clean + b.buffers_backend, "
            + "d.xact_commit, d.tup_returned + d.tup_fetched, d.tup_inserted, d.tup_updated "
            + "from pg_stat_wal w, pg_stat_bgwriter b, pg_stat_database d where d.datname = 'arbiter_bench'";

    /** The counters now, or null where the server does not answer (the run goes on without them). */
    static PostgresWrites read(String server) {
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        try (Connection c = DriverManager.getConnection(server + "postgres", props); Statement s = c.createStatement();
             ResultSet r = s.executeQuery(QUERY)) {
            r.next();
            return new PostgresWrites(r.getLong(1), r.getLong(2), r.getLong(3), r.getLong(4), r.getLong(5), r.getLong(6),
                    r.getLong(7));
        } catch (Exception e) {
            return null;
        }
    }

    /** Two lines of what was written and done between {@code before} and this, per action. */
    String perAction(PostgresWrites before, long actions) {
        return String.format("PostgreSQL wrote per action: %.2f kB of WAL (%.3f full-page images), %.2f kB of data pages%n"
                        + "  PostgreSQL did per action (the database's counters): %.3f commits, %.1f rows read, "
                        + "%.2f inserted, %.2f updated",
                (walBytes - before.walBytes) / 1024.0 / actions, (double) (fullPageImages - before.fullPageImages) / actions,
                (dataPages - before.dataPages) * 8.0 / actions, (double) (commits - before.commits) / actions,
                (double) (rowsRead - before.rowsRead) / actions, (double) (rowsInserted - before.rowsInserted) / actions,
                (double) (rowsUpdated - before.rowsUpdated) / actions);
    }
}
