package org.arbiter.service.web.pages;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The machine's PostgreSQL, as the service's integration tests use it, with a schema of the
 * browser tests' own ({@value #SCHEMA}, emptied once per run) so that the two contexts never
 * share tables. As a JUnit condition it skips the browser tests, with the reason, when the
 * server does not answer; it is evaluated before the Spring context starts.
 */
final class WebPostgres implements ExecutionCondition {
    static final String SCHEMA = "arbiter_web";
    static final String HOST = System.getProperty("arbiter.test.pg.host", "127.0.0.1");
    static final int PORT = Integer.getInteger("arbiter.test.pg.port", 5432);
    static final String DATABASE = System.getProperty("arbiter.test.pg.database", "test");
    static final String USER = System.getProperty("arbiter.test.pg.user", "postgres");

    private static Boolean ready;

    static String url() {
        return "jdbc:postgresql://" + HOST + ":" + PORT + "/" + DATABASE + "?currentSchema=" + SCHEMA;
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (ready == null) {
            ready = recreateSchema();
        }
        return ready ? ConditionEvaluationResult.enabled("PostgreSQL answers on " + HOST + ":" + PORT)
                : ConditionEvaluationResult.disabled("Browser tests skipped: PostgreSQL is not reachable on " + HOST + ":"
                + PORT + " (user " + USER + ", database " + DATABASE + "); start it with "
                + "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
    }

    private static boolean recreateSchema() {
        Properties props = new Properties();
        props.setProperty("user", USER);
        props.setProperty("password", "");
        props.setProperty("connectTimeout", "3");
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://" + HOST + ":" + PORT + "/" + DATABASE, props);
             Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
            s.execute("CREATE SCHEMA " + SCHEMA);
            return true;
        } catch (SQLException e) {
            return false;
        }
    }
}
