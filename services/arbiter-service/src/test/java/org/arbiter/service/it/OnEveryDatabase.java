package org.arbiter.service.it;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.test.context.TestExecutionListeners;

/**
 * The one list of suites that every database runs: a suite nested here runs on H2
 * ({@link OnH2Test}) and on the machine's PostgreSQL ({@link OnLocalPostgresTest}), in the one
 * Spring context of the class that runs it. Spring looks for a nested class's configuration on the
 * class that declares it, this abstract one, which has none; so Spring leaves the suites alone (no
 * listeners here) and {@link SuitesInOuterContext} wires each from its database's context instead.
 */
@ExtendWith(SuitesInOuterContext.class)
@TestExecutionListeners(listeners = {}, mergeMode = TestExecutionListeners.MergeMode.REPLACE_DEFAULTS)
abstract class OnEveryDatabase {

    /** Makes the database named {@code name} afresh, for a suite that starts the service itself. */
    abstract void recreate(String name);

    /** The arguments that start a service on the database named {@code name}. */
    abstract List<String> arguments(String name);

    /**
     * The tests this database does not run, as {@code Suite#method}, each with the reason: the one
     * place where a database departs from the list.
     */
    Map<String, String> notRunHere() {
        return Map.of();
    }

    /**
     * The data folder of a suite named {@code name} that starts the service itself: one for each
     * database's class, so that a fork running H2's suites and one running PostgreSQL's never share it.
     */
    Path dataFolder(String name) {
        return Path.of("target", name + "-data-" + getClass().getSimpleName());
    }

    @Nested
    class OverHttp extends HttpSequenceSuite {
    }

    @Nested
    class OverKafka extends KafkaActionsSuite {
    }

    @Nested
    class TournamentsAndAppeals extends TournamentSuite {
    }

    @Nested
    class TournamentStandings extends StandingsSuite {
    }

    @Nested
    class AppealsOnThePages extends AppealsOnThePagesSuite {
    }

    @Nested
    class PublicOrNot extends PublicGamesSuite {
    }

    @Nested
    class PairingFromTheRecord extends PairingSuite {
    }

    @Nested
    class EventsTopic extends EventsTopicSuite {
    }

    @Nested
    class ConcurrentWriters extends ConcurrentWritersSuite {
    }

    @Nested
    class EventStoreAppends extends EventStoreSuite {
    }

    @Nested
    class MalformedInput extends MalformedInputSuite {
    }

    @Nested
    class Streams extends StreamSuite {
    }

    @Nested
    class Snapshots extends SnapshotSuite {
    }

    @Nested
    class ProjectionReplays extends ProjectionReplaySuite {
    }

    @Nested
    class StoredShapes extends StoredShapesSuite {
    }

    @Nested
    class Broadcast extends BroadcastSuite {
    }

    @Nested
    class Feeds extends FeedSuite {
    }

    @Nested
    class BroadcastDelay extends DelaySuite {
    }

    @Nested
    class Boards extends BoardsSuite {
    }

    @Nested
    class BoardClock extends BoardClockSuite {
    }

    @Nested
    class Integrity extends IntegritySuite {
    }

    @Nested
    class AuthenticationCache extends AuthenticationCacheSuite {
    }

    @Nested
    class Access extends AccessSuite {
    }

    @Nested
    class CrossTournament extends CrossTournamentSuite {
    }

    @Nested
    class Login extends LoginSuite {
    }

    @Nested
    class BigBatches extends BigBatchSuite {
    }

    @Nested
    class ProcessingFailures extends ProcessingFailuresSuite {
    }

    @Nested
    class Restarts extends RestartSuite {
        @Override
        void recreateDatabase() {
            recreate("restart");
        }

        @Override
        List<String> databaseArguments() {
            return arguments("restart");
        }

        @Override
        Path data() {
            return dataFolder("restart");
        }
    }

    @Nested
    class Durability extends DurabilitySuite {
    }

    @Nested
    class Killed extends KilledServiceSuite {
        @Override
        void recreateDatabase() {
            recreate("killed");
        }

        @Override
        List<String> databaseArguments() {
            return arguments("killed");
        }

        @Override
        Path data() {
            return dataFolder("killed");
        }
    }
}
