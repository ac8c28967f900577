package org.arbiter.service.storage;

import com.zaxxer.hikari.HikariDataSource;
import java.util.Locale;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;

/**
 * The store commits durably before the service answers (docs/adr/0016-what-durable-means.md): on
 * an H2 file, each commit is written to the file ({@code WRITE_DELAY=0} in the URL, unless the URL
 * sets it; H2's default holds committed transactions in memory for half a second), with every
 * value in its row ({@link #H2_IN_ROW}); on PostgreSQL, a session that a database or
 * role setting started with {@code synchronous_commit = off} is set back to {@code on}, and any
 * stronger setting an operator chose is left as it is. A connection-init SQL given by
 * configuration is kept, and replaces both. An H2 file's pool is handed out through
 * {@link RoomyCommits}: no commit is acknowledged while the file's disk has less than
 * {@code arbiter.min-free} (docs/adr/0030-no-commit-acknowledged-on-a-disk-without-room.md).
 */
@Component
class DurableCommits implements BeanPostProcessor, EnvironmentAware {
    static final DataSize MIN_FREE = DataSize.ofMegabytes(16);
    static final String H2 = ";WRITE_DELAY=0";
    /**
     * Every binary value (an event's payload, a snapshot, a token) is kept in its row, not in H2's
     * separate store of large objects: after a {@code kill -9}, a clean-clone run read an event
     * whose payload that store had lost ("Cannot read field streamStoreId", H2 issue #1808), and
     * every read of the events failed from then on.
     */
    static final String H2_IN_ROW = ";MAX_LENGTH_INPLACE_LOB=" + (64 << 20);
    static final String POSTGRES = "SELECT set_config('synchronous_commit', 'on', false) "
            + "WHERE current_setting('synchronous_commit') = 'off'";

    private DataSize minFree = MIN_FREE;

    @Override
    public void setEnvironment(Environment environment) {
        minFree = Binder.get(environment).bind("arbiter.min-free", DataSize.class).orElse(MIN_FREE);
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource pool && pool.getConnectionInitSql() == null && pool.getJdbcUrl() != null) {
            String url = pool.getJdbcUrl();
            if (url.startsWith("jdbc:postgresql:")) {
                pool.setConnectionInitSql(POSTGRES);
            } else if (url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:")) {
                pool.setJdbcUrl(h2(url));
                return DiskRoom.ofH2(url, minFree.toBytes()).<Object>map(room -> new RoomyCommits(pool, room)).orElse(pool);
            }
        }
        return bean;
    }

    /**
     * In the URL, not set once: H2 2.3 keeps a {@code SET WRITE_DELAY} in its file but does not apply
     * it when the database is opened again (measured), and the pool opens it again after a full
     * disk closed it. A URL setting is applied by every connection, and a connection on a full disk
     * can still read.
     */
    static String h2(String url) {
        String settings = url.toUpperCase(Locale.ROOT);
        return url + (settings.contains(";WRITE_DELAY=") ? "" : H2)
                + (settings.contains(";MAX_LENGTH_INPLACE_LOB=") ? "" : H2_IN_ROW);
    }
}
