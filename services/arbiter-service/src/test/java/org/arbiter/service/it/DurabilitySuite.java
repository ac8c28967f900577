package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * An act is answered only once its commit is durable (docs/adr/0016-what-durable-means.md): the
 * store's own setting, read back through the service's pool. The child JVM killed under load
 * ({@link KilledServiceSuite}) shows what the setting is for.
 */
@Tag("durability")
abstract class DurabilitySuite extends InContext {
    @Autowired
    DataSource dataSource;

    @Test
    void h2WritesEachCommitToItsFileBeforeTheAnswer() throws SQLException {
        assumeTrue(product().equals("H2"), "on H2 only");
        // H2's default WRITE_DELAY of 500 ms keeps committed transactions in memory for that long; once set,
        // H2 lists it twice, as kept in the file and as in effect, and only the second counts
        assertThat(query("SELECT COUNT(*) FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'WRITE_DELAY'"
                + " AND SETTING_VALUE <> '0'")).isEqualTo("0");
    }

    @Test
    void postgresCommitsSynchronouslyEvenWhereTheDatabaseSaysOff() throws SQLException {
        assumeTrue(product().equals("PostgreSQL"), "on PostgreSQL only");
        String database = query("SELECT current_database()");
        HikariDataSource pool = (HikariDataSource) dataSource;
        try {
            execute("ALTER DATABASE " + database + " SET synchronous_commit = off");
            // the pool's connections are made again, now under the database's setting
            pool.getHikariPoolMXBean().softEvictConnections();
            assertThat(query("SHOW synchronous_commit")).isEqualTo("on");
        } finally {
            execute("ALTER DATABASE " + database + " RESET synchronous_commit");
            pool.getHikariPoolMXBean().softEvictConnections();
        }
    }

    private String product() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return c.getMetaData().getDatabaseProductName();
        }
    }

    private String query(String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            assertThat(r.next()).as(sql).isTrue();
            return r.getString(1);
        }
    }

    private void execute(String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
