package org.arbiter.service.it;

import java.sql.SQLException;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The machine's PostgreSQL (127.0.0.1:5432, user postgres, trust authentication). As a JUnit
 * condition it skips the suites, with the reason, when the server does not answer; it is evaluated
 * before the Spring context starts, so a missing server never shows as a failure. The shared
 * context gets the database {@code arbiter_it}, created afresh once per test run.
 */
final class LocalPostgres implements ExecutionCondition {
    static final String HOST = System.getProperty("arbiter.test.pg.host", "127.0.0.1");
    static final int PORT = Integer.getInteger("arbiter.test.pg.port", 5432);
    static final Database SERVER = new Database("jdbc:postgresql://" + HOST + ":" + PORT + "/",
            System.getProperty("arbiter.test.pg.database", "test"), System.getProperty("arbiter.test.pg.user", "postgres"),
            System.getProperty("arbiter.test.pg.password", ""));
    static final String SHARED_DATABASE = "arbiter_it";

    private static String unavailable;
    private static boolean prepared;

    @Override
    public synchronized ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (!prepared && unavailable == null) {
            try {
                SERVER.recreate(SHARED_DATABASE);
                prepared = true;
            } catch (SQLException e) {
                unavailable = e.getMessage();
            }
        }
        return prepared ? ConditionEvaluationResult.enabled("PostgreSQL answers on " + HOST + ":" + PORT)
                : ConditionEvaluationResult.disabled("PostgreSQL is not reachable on " + HOST + ":" + PORT + " as user "
                + SERVER.user() + " (" + unavailable + "); start it with "
                + "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
    }
}
