package org.arbiter.service.game;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import org.arbiter.law.Replay;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.OpenGame;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.history.GameReplay;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.stereotype.Service;

/**
 * The one way into the aggregate for HTTP and Kafka alike. Two instances of the service may write
 * to one game at once: the second append then collides on the aggregate's sequence number and
 * Axon throws a {@link ConcurrencyException}, nothing of it stored. The command is then sent
 * again (the aggregate reloads), a few times with a short random pause; if it still collides,
 * {@link ConcurrentChange} tells the caller to try again.
 */
@Service
public class GameCommands {
    private static final int ATTEMPTS = 8;

    private final CommandGateway gateway;
    private final MeterRegistry meters;
    private final Counter accepted;
    private final Counter duplicates;

    GameCommands(CommandGateway gateway, MeterRegistry meters) {
        this.gateway = gateway;
        this.meters = meters;
        this.accepted = Counter.builder("arbiter.actions").tag("outcome", "accepted")
                .description("Actions recorded").register(meters);
        this.duplicates = Counter.builder("arbiter.actions").tag("outcome", "duplicate")
                .description("Actions dropped as repeated deliveries").register(meters);
    }

    /** Opens a game; {@code gameId} null picks a new one. {@code by} is who opened it (the events carry it). */
    public String open(String gameId, Submission submission, Recorder by) {
        Header header = submission.header().orElseThrow(
                () -> new SequenceError(1, "header", "the first line must be {\"header\": {...}}"));
        String id = gameId == null ? UUID.randomUUID().toString() : Limits.id(gameId, 1, "gameId");
        try {
            gateway.sendAndWait(new OpenGame(id, submission.headerFields(), header, by));
        } catch (AggregateStreamCreationException | ConcurrencyException e) {
            throw new GameExists(id);
        }
        return id;
    }

    /**
     * Opens a game and records its acts, from a whole contested-sequence file. The acts are first
     * replayed by the law engine, so that a file with an act that cannot physically happen opens
     * no game at all.
     */
    public Opened openWithActs(String gameId, Submission submission, Recorder by) {
        Header header = submission.header().orElseThrow(
                () -> new SequenceError(1, "header", "the first line must be {\"header\": {...}}"));
        Replay trial = GameReplay.start(header);
        for (ActionLine line : submission.actions()) {
            try {
                trial.apply(line.action(), line.line());
            } catch (SequenceError e) {
                throw new ActionRefused(line.line(), e.reason());
            }
        }
        String id = open(gameId, submission, by);
        List<Recorded> outcomes = submission.actions().isEmpty() ? List.of() : record(id, null, submission.actions(), by);
        return new Opened(id, outcomes);
    }

    /** A game opened with its acts, and what became of each act. */
    public record Opened(String gameId, List<Recorded> outcomes) {
    }

    /**
     * Records a batch atomically; {@code header}, when the batch came as a whole file, must be the
     * game's. {@code by} is who sent it (the events carry it).
     */
    public List<Recorded> record(String gameId, Header header, List<ActionLine> actions, Recorder by) {
        Limits.id(gameId, 1, "gameId");
        List<Recorded> outcomes = retrying(() -> gateway.sendAndWait(new RecordActions(gameId, header, actions, by)));
        count(outcomes);
        return outcomes;
    }

    private void count(List<Recorded> outcomes) {
        for (Recorded r : outcomes) {
            if (r.duplicate()) {
                duplicates.increment();
                continue;
            }
            accepted.increment();
            for (Ruling ruling : r.rulings()) {
                meters.counter("arbiter.rulings", "law", ruling.law()).increment();
            }
        }
    }

    private static <T> T retrying(Supplier<T> send) {
        for (int attempt = 1; ; attempt++) {
            try {
                return send.get();
            } catch (ConcurrencyException e) {
                if (attempt == ATTEMPTS) {
                    throw new ConcurrentChange(e);
                }
                pause(attempt);
            }
        }
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(1, 5L * attempt + 2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while retrying a command", e);
        }
    }

    /** A game with the id asked for is already open. */
    public static final class GameExists extends RuntimeException {
        GameExists(String gameId) {
            super("a game with id '" + gameId + "' is already open");
        }
    }

    /** Another writer kept changing the game while this command was retried; nothing of it was stored. */
    public static final class ConcurrentChange extends RuntimeException {
        ConcurrentChange(Throwable cause) {
            super("the game was changed by another writer while this was being recorded; nothing of it was stored, send it again",
                    cause);
        }
    }
}
