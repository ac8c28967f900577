package org.arbiter.service.storage;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * The store commits durably before the service answers (docs/adr/0016-what-durable-means.md): on
 * an H2 file, each commit is written to the file ({@code WRITE_DELAY 0}; H2's default holds
 * committed transactions in memory for half a second); on PostgreSQL, a session that a database or
 * role setting started with {@code synchronous_commit = off} is set back to {@code on}, and any
 * stronger setting an operator chose is left as it is. A connection-init SQL given by
 * configuration is kept, and replaces both.
 */
@Component
class DurableCommits implements BeanPostProcessor {
    static final String H2 = "SET WRITE_DELAY 0";
    static final String POSTGRES = "SELECT set_config('synchronous_commit', 'on', false) "
            + "WHERE current_setting('synchronous_commit') = 'off'";

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource pool && pool.getConnectionInitSql() == null && pool.getJdbcUrl() != null) {
            String url = pool.getJdbcUrl();
            if (url.startsWith("jdbc:postgresql:")) {
                pool.setConnectionInitSql(POSTGRES);
            } else if (url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:")) {
                setOnce(pool);
            }
        }
        return bean;
    }

    /**
     * H2's setting is the database's, kept in its file: set once, not on each new connection,
     * for setting it writes to the file, and a connection made on a full disk must still read.
     */
    private static void setOnce(HikariDataSource pool) {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            s.execute(H2);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the H2 database write each commit to its file: " + e.getMessage(), e);
        }
    }
}
