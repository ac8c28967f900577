package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Two instances started at the same moment on an empty database: both run the service's Flyway
 * migrations at once, on the machine's PostgreSQL; one creates the schema, the other waits for its
 * lock and finds it current, and each migration is applied exactly once.
 */
@ExtendWith(LocalPostgres.class)
class MigrationRaceTest {
    /** The migrations the service ships, counted from its folder. */
    private static int migrations() throws java.io.IOException {
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(
                java.nio.file.Path.of("src/main/resources/db/migration"))) {
            return (int) files.filter(f -> f.getFileName().toString().matches("V\\d+__.*\\.sql")).count();
        }
    }

    private static final String DATABASE = "arbiter_migration_race";

    @Test
    void twoInstancesMigratingAnEmptyDatabaseAtOnceApplyEachMigrationOnce() throws Exception {
        LocalPostgres.SERVER.recreate(DATABASE);
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService two = Executors.newFixedThreadPool(2);
        List<Future<MigrateResult>> results = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            results.add(two.submit(() -> {
                Flyway flyway = Flyway.configure()
                        .dataSource(LocalPostgres.SERVER.url(DATABASE), LocalPostgres.SERVER.user(),
                                LocalPostgres.SERVER.password())
                        .locations("classpath:db/migration").placeholders(Map.of("blob", "bytea")).load();
                go.await();
                return flyway.migrate();
            }));
        }
        go.countDown();
        int applied = 0;
        for (Future<MigrateResult> result : results) {
            MigrateResult r = result.get();
            assertThat(r.success).isTrue();
            applied += r.migrationsExecuted;
        }
        two.shutdown();

        int migrations = migrations();
        assertThat(applied).as("each migration ran once, in one of the two").isEqualTo(migrations);
        assertThat(count("select count(*) from flyway_schema_history where success")).isEqualTo(migrations);
        assertThat(count("select count(*) from domain_event_entry")).isZero();
    }

    private static long count(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(LocalPostgres.SERVER.url(DATABASE), LocalPostgres.SERVER.user(),
                LocalPostgres.SERVER.password()); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
