package org.arbiter.service.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import org.arbiter.service.bench.ClusterCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The cluster check of {@code bench/cluster.sh} in its short form, run by {@code verify}
 * (failsafe): a standalone Kafka broker, the machine's PostgreSQL and three service instances,
 * each a process; six games through all three, one instance killed with SIGKILL, the broker
 * restarted. Skipped, with the reason, when PostgreSQL does not answer on 127.0.0.1:5432.
 */
@ExtendWith(ClusterIT.PostgresAnswers.class)
class ClusterIT {
    private static final String DATABASE = "arbiter_cluster";

    @Test
    void everyAcknowledgedActSurvivesAKilledInstanceAndABrokerRestart() throws Exception {
        ClusterCheck.Report report = ClusterCheck.run(new ClusterCheck.Settings(6, Duration.ofSeconds(8),
                LocalPostgres.SERVER.server(), DATABASE + Database.SUFFIX, Duration.ofMinutes(15), false),
                Path.of("target/cluster-it").toAbsolutePath());
        System.out.println("ClusterIT:\n" + report.summary());
        assertTrue(report.holds(), report::summary);
    }

    /** Enabled when the machine's PostgreSQL answers; it is the cluster's shared store. */
    static final class PostgresAnswers implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            try {
                LocalPostgres.SERVER.recreate(DATABASE);
                return ConditionEvaluationResult.enabled("PostgreSQL answers");
            } catch (SQLException e) {
                return ConditionEvaluationResult.disabled("the cluster check needs the machine's PostgreSQL, not reachable on "
                        + LocalPostgres.HOST + ":" + LocalPostgres.PORT + " (" + e.getMessage() + "); start it with "
                        + "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
            }
        }
    }
}
