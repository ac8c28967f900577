package org.arbiter.service.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The machine's PostgreSQL (127.0.0.1:5432, user postgres, database test). As a JUnit condition it
 * skips the suites, with the reason, when the server does not answer; it is evaluated before the
 * Spring context starts, so a missing server never shows as a failure.
 */
final class LocalPostgres implements ExecutionCondition {
    static final String HOST = System.getProperty("arbiter.test.pg.host", "127.0.0.1");
    static final int PORT = Integer.getInteger("arbiter.test.pg.port", 5432);
    static final String DATABASE = System.getProperty("arbiter.test.pg.database", "test");
    static final String USER = System.getProperty("arbiter.test.pg.user", "postgres");
    static final String SHARED_SCHEMA = "arbiter_it";

    private static Boolean reachable;

    static String url(String schema) {
        return "jdbc:postgresql://" + HOST + ":" + PORT + "/" + DATABASE + "?currentSchema=" + schema;
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (reachable == null) {
            reachable = prepare();
        }
        return reachable ? ConditionEvaluationResult.enabled("PostgreSQL answers on " + HOST + ":" + PORT)
                : ConditionEvaluationResult.disabled("PostgreSQL is not reachable on " + HOST + ":" + PORT
                + " (user " + USER + ", database " + DATABASE + "); start it with "
                + "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
    }

    /** Empties the shared schema once per test run, before the shared context creates its tables. */
    private static boolean prepare() {
        try {
            recreate(SHARED_SCHEMA);
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /** Drops and creates a schema of the test database. */
    static void recreate(String schema) throws SQLException {
        recreate("jdbc:postgresql://" + HOST + ":" + PORT + "/" + DATABASE, USER, "", schema);
    }

    static void recreate(String jdbcUrl, String user, String password, String schema) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        props.setProperty("connectTimeout", "3");
        try (Connection c = DriverManager.getConnection(jdbcUrl, props); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            s.execute("CREATE SCHEMA " + schema);
        }
    }
}
