package org.arbiter.service.web.pages;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.arbiter.service.TestFork;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The machine's PostgreSQL, found and used as the service's integration tests use it (the same
 * {@code arbiter.test.pg.*} properties), with a database of the browser tests' own,
 * {@value #DATABASE}, created afresh once per run so that nothing another suite left behind can
 * interfere. As a JUnit condition it skips the browser tests, with the reason, when the server
 * does not answer; it is evaluated before the Spring context starts.
 */
final class WebPostgres implements ExecutionCondition {
    static final String DATABASE = "arbiter_web" + TestFork.databaseSuffix();
    static final String HOST = System.getProperty("arbiter.test.pg.host", "127.0.0.1");
    static final int PORT = Integer.getInteger("arbiter.test.pg.port", 5432);
    static final String ADMIN_DATABASE = System.getProperty("arbiter.test.pg.database", "test");
    static final String USER = System.getProperty("arbiter.test.pg.user", "postgres");
    static final String PASSWORD = System.getProperty("arbiter.test.pg.password", "");

    private static String unavailable;
    private static boolean prepared;

    static String url() {
        return "jdbc:postgresql://" + HOST + ":" + PORT + "/" + DATABASE;
    }

    @Override
    public synchronized ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (!prepared && unavailable == null) {
            try {
                recreate();
                prepared = true;
            } catch (SQLException e) {
                unavailable = e.getMessage();
            }
        }
        return prepared ? ConditionEvaluationResult.enabled("PostgreSQL answers on " + HOST + ":" + PORT)
                : ConditionEvaluationResult.disabled("Browser tests skipped: PostgreSQL is not reachable on " + HOST + ":"
                + PORT + " as user " + USER + " (" + unavailable + "); start it with "
                + "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
    }

    private static void recreate() throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", USER);
        props.setProperty("password", PASSWORD);
        props.setProperty("connectTimeout", "3");
        String admin = "jdbc:postgresql://" + HOST + ":" + PORT + "/" + ADMIN_DATABASE;
        try (Connection c = DriverManager.getConnection(admin, props); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + DATABASE + " WITH (FORCE)");
            s.execute("CREATE DATABASE " + DATABASE);
        }
    }
}
