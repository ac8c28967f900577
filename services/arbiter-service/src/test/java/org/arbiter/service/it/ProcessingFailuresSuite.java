package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.security.Role;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One event a projection cannot handle stops no other game: the failure is recorded with its game
 * and event, health names it, and the projection goes on. The event is one stored before the limits
 * (a player's name longer than the board's column), put in the event store as such a build stored it.
 */
abstract class ProcessingFailuresSuite extends InContext {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Autowired
    PlatformTransactionManager transactions;

    @Test
    void anEventTheBoardCannotHoldIsRecordedWithItsGameAndEveryOtherGameGoesOn() {
        String bad = "stored-before-limits-" + UUID.randomUUID();
        String name = "N".repeat(300);
        new TransactionTemplate(transactions).executeWithoutResult(status -> eventStore.publish(
                new GenericDomainEventMessage<>("Game", bad, 0, new GameOpened(bad, Map.of("white", name), "chess-code-1897",
                        name, "Black", null, null, START, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"))));

        String next = open("{\"header\":{\"white\":\"Next\"}}");
        actions(next, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");

        eventually(() -> assertThat(object(get("/api/games/" + next).body())).containsEntry("actions", 1L));
        assertThat(get("/api/games/" + bad).statusCode()).isEqualTo(404);
        HttpResponse<String> health = send(HttpRequest.newBuilder(URI.create(base() + "/actuator/health"))
                .header("Authorization", bearer(Role.ADMIN)).GET().build());
        assertThat(health.statusCode()).isEqualTo(200);
        Map<String, Object> body = object(health.body());
        assertThat(body).containsEntry("status", "DEGRADED");
        @SuppressWarnings("unchecked")
        Map<String, Object> processing = (Map<String, Object>) ((Map<String, Object>) body.get("components")).get("processing");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> failures = (List<Map<String, Object>>) ((Map<String, Object>) processing.get("details"))
                .get("failures");
        assertThat(failures).anySatisfy(f -> {
            assertThat(f).containsEntry("processor", "board").containsEntry("gameId", bad).containsEntry("sequence", 0L)
                    .containsEntry("eventType", "GameOpened");
            assertThat(f.get("eventId")).isNotNull();
        });
    }
}
