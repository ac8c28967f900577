package org.arbiter.service.game;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import org.arbiter.law.Ruling;
import org.arbiter.law.json.Json;
import org.arbiter.service.game.api.OpenGame;
import org.arbiter.service.game.api.RecordAction;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorded;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.stereotype.Service;

/**
 * The one way into the aggregate for HTTP and Kafka alike. Two instances of the service may write
 * to one game at once: the second append then collides on the aggregate's sequence number and
 * Axon throws a {@link ConcurrencyException}, nothing of it stored. The command is then sent
 * again (the aggregate reloads, the cached copy having been evicted), a few times with a short
 * random pause; if it still collides, {@link ConcurrentChange} tells the caller to try again.
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

    /** Opens a game from the spec's header line; {@code gameId} null picks a new one. */
    public String open(String gameId, String headerLine) {
        String id = gameId == null ? UUID.randomUUID().toString() : gameId;
        try {
            gateway.sendAndWait(new OpenGame(id, headerLine));
        } catch (AggregateStreamCreationException | ConcurrencyException e) {
            throw new GameExists(id);
        }
        return id;
    }

    /** Opens a game from the header object alone. */
    public String open(String gameId, Map<String, Object> header) {
        return open(gameId, Json.write(Map.of("header", header)));
    }

    /** Records a batch atomically. */
    public List<Recorded> record(String gameId, List<String> actions, List<Integer> lines) {
        List<Recorded> outcomes = retrying(() -> gateway.sendAndWait(new RecordActions(gameId, actions, lines)));
        count(outcomes);
        return outcomes;
    }

    /** Records one action delivered by a transport that names it ({@code deliveryId}). */
    public Recorded record(String gameId, String action, String deliveryId, int line) {
        Recorded outcome = retrying(() -> gateway.sendAndWait(new RecordAction(gameId, action, deliveryId, line)));
        count(List.of(outcome));
        return outcome;
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
