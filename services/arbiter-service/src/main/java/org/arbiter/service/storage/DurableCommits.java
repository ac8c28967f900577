package org.arbiter.service.storage;

import com.zaxxer.hikari.HikariDataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * Every connection of the pool commits durably before the service answers (docs/adr/00XX-what-durable-means.md): on an
 * H2 file, each commit is written to the file ({@code WRITE_DELAY 0}; H2's default holds committed
 * transactions in memory for half a second); on PostgreSQL, a session that a database or role
 * setting started with {@code synchronous_commit = off} is set back to {@code on}, and any
 * stronger setting an operator chose is left as it is. A connection-init SQL given by
 * configuration is kept.
 */
@Component
class DurableCommits implements BeanPostProcessor {
    static final String H2 = "SET WRITE_DELAY 0";
    static final String POSTGRES = "SELECT set_config('synchronous_commit', 'on', false) "
            + "WHERE current_setting('synchronous_commit') = 'off'";

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource pool && pool.getConnectionInitSql() == null) {
            String sql = initSql(pool.getJdbcUrl());
            if (sql != null) {
                pool.setConnectionInitSql(sql);
            }
        }
        return bean;
    }

    /** The statement that makes a connection to {@code url} commit durably, or null for a store with nothing to set. */
    static String initSql(String url) {
        if (url == null) {
            return null;
        }
        if (url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:")) {
            return H2;
        }
        return url.startsWith("jdbc:postgresql:") ? POSTGRES : null;
    }
}
